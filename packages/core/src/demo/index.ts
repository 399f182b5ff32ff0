export { type DemoRestaurantProfile, demoRestaurantProfiles } from "./demo-restaurants.ts";
export { demoSiteConfig } from "./demo-site-config.ts";
export { exampleOperatorSiteConfig } from "./example-operator-site-config.ts";
