export * from "./format/index.ts";
export * from "./rules/index.ts";
export * from "./schemas/index.ts";
export * from "./texts/index.ts";
