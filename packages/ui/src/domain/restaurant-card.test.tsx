import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { RestaurantCard } from "./restaurant-card.tsx";

describe("RestaurantCard", () => {
  it("given no banner, shows the gradient with the plate symbol", async () => {
    const screen = await render(<RestaurantCard restaurant={{ name: "Gasthaus zur Linde" }} />);
    expect(screen.container.querySelector('[data-slot="restaurant-card-fallback"]')?.textContent).toBe("🍽️");
  });

  it("given a banner that fails to load, falls back to the gradient", async () => {
    const screen = await render(<RestaurantCard restaurant={{ name: "Bistro", bannerUrl: "/fehlt.jpg" }} />);
    await expect
      .poll(() => screen.container.querySelector('[data-slot="restaurant-card-fallback"]'))
      .not.toBeNull();
  });
});
