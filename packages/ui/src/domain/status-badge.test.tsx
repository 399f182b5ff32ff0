import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { StatusBadge } from "./status-badge.tsx";

describe("StatusBadge", () => {
  it("given pending, shows Ausstehend in the orange tone", async () => {
    const screen = await render(<StatusBadge status="pending" data-testid="b" />);
    await expect.element(screen.getByTestId("b")).toHaveTextContent("Ausstehend");
    await expect.element(screen.getByTestId("b")).toHaveAttribute("data-tone", "pending");
  });

  it("given arrived and seated, shows Angekommen in blue and Platziert in green", async () => {
    const screen = await render(
      <>
        <StatusBadge status="arrived" data-testid="a" />
        <StatusBadge status="seated" data-testid="s" />
      </>,
    );
    await expect.element(screen.getByTestId("a")).toHaveTextContent("Angekommen");
    await expect.element(screen.getByTestId("a")).toHaveAttribute("data-tone", "arrived");
    await expect.element(screen.getByTestId("s")).toHaveTextContent("Platziert");
    await expect.element(screen.getByTestId("s")).toHaveAttribute("data-tone", "seated");
  });

  it("given the spelling 'canceled', shows Storniert", async () => {
    const screen = await render(<StatusBadge status="canceled" />);
    await expect.element(screen.getByText("Storniert")).toBeVisible();
  });

  it("given an unknown status, shows it as declined in red", async () => {
    const screen = await render(<StatusBadge status="rejected" data-testid="b" />);
    await expect.element(screen.getByTestId("b")).toHaveAttribute("data-tone", "declined");
    await expect.element(screen.getByTestId("b")).toHaveTextContent("Abgelehnt");
  });
});
