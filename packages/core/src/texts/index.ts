export * from "./validation.ts";
