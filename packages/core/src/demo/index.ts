export { type DemoRestaurantProfile, demoRestaurantProfiles } from "./demo-restaurants.ts";
export { demoSiteConfig } from "./demo-site-config.ts";
