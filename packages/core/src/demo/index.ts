export { type DemoRestaurantProfile, demoRestaurantProfiles } from "./demo-restaurants.ts";
