import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { Avatar, initialOf } from "./avatar.tsx";

describe("Avatar", () => {
  it("given a name without picture, shows its upper-case initial and is named by it", async () => {
    const screen = await render(<Avatar name="ümit" />);
    await expect.element(screen.getByRole("img", { name: "ümit" })).toHaveTextContent("Ü");
  });

  it("given an empty name, falls back to a question mark", () => {
    expect(initialOf("   ")).toBe("?");
  });
});
