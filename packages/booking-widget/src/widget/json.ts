/** An object of a JSON answer, read field by field (the widget parses answers without a schema library). */
export type Json = Record<string, unknown>;

export const isRecord = (value: unknown): value is Json => typeof value === "object" && value !== null;
export const text = (value: unknown): string => (typeof value === "string" ? value : "");
