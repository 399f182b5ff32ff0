export * from "./closed-day.ts";
export * from "./constants.ts";
export * from "./month-grid.ts";
export * from "./parse-large-group.ts";
export * from "./reservation-fields.ts";
export * from "./reservation-list-filter.ts";
export * from "./reservation-timing.ts";
export * from "./wire-date.ts";
