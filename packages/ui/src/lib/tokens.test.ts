import { describe, expect, it } from "vitest";
import styles from "../styles.css?raw";
import { breakpoints, containers } from "./tokens.ts";

/** The value of a CSS custom property as written in the theme. */
function token(name: string): string | undefined {
  return new RegExp(`--${name}:\\s*([^;]+);`).exec(styles)?.[1]?.trim();
}

describe("the CSS tokens", () => {
  it("given core's layout sizes, hold the same px in --container-*", () => {
    for (const [name, px] of Object.entries(containers)) {
      expect({ name, value: token(`container-${name}`) }).toEqual({ name, value: `${px}px` });
    }
  });

  it("given core's breakpoints, hold the same width in rem (16 px each) in --breakpoint-*", () => {
    for (const [name, px] of Object.entries(breakpoints)) {
      expect({ name, value: token(`breakpoint-${name}`) }).toEqual({ name, value: `${px / 16}rem` });
    }
  });

  it("given the sidebar and settings variants, switch at core's desktop and two-column widths", () => {
    expect(styles).toContain(`@custom-variant sidebar (@media (width > ${breakpoints.lg}px));`);
    expect(styles).toContain(`@custom-variant bottombar (@media (width <= ${breakpoints.lg}px));`);
    expect(styles).toContain(`@custom-variant settings-wide (@media (width > ${breakpoints.xl}px));`);
  });
});
