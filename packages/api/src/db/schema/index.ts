export * from "./audit.ts";
export * from "./guest-profiles.ts";
export * from "./orders.ts";
export * from "./reservation-events.ts";
export * from "./reservations.ts";
export * from "./restaurants.ts";
export * from "./system.ts";
export * from "./users.ts";
