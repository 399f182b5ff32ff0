export * from "./euro.ts";
