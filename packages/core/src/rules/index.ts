export * from "./closed-day.ts";
export * from "./wire-date.ts";
