import { describe, expect, it } from "vitest";
import { imageUploadFileSchema, uploadParamsSchema } from "./upload.ts";

const message = (input: unknown) => imageUploadFileSchema.safeParse(input).error?.issues[0]?.message;

describe("imageUploadFileSchema", () => {
  it.each(["image/jpeg", "image/jpg", "image/png", "image/webp", "image/gif"])(
    "given %s, accepts it",
    (type) => {
      expect(imageUploadFileSchema.safeParse({ type, size: 1000 }).success).toBe(true);
    },
  );
  it("given a PDF or SVG, answers the required German type text", () => {
    expect(message({ type: "application/pdf", size: 10 })).toBe(
      "Nur Bilddateien (JPEG, JPG, PNG, WEBP, GIF) sind erlaubt!",
    );
    expect(message({ type: "image/svg+xml", size: 10 })).toBe(
      "Nur Bilddateien (JPEG, JPG, PNG, WEBP, GIF) sind erlaubt!",
    );
  });
  it("given exactly 10 MB, accepts it; one byte more is too large", () => {
    expect(imageUploadFileSchema.safeParse({ type: "image/png", size: 10 * 1024 * 1024 }).success).toBe(true);
    expect(message({ type: "image/png", size: 10 * 1024 * 1024 + 1 })).toBe(
      "Die Datei ist zu groß. Maximale Größe: 10MB",
    );
  });
});

describe("uploadParamsSchema", () => {
  it("given banner or profileImage, accepts it; anything else is refused", () => {
    expect(uploadParamsSchema.parse({ type: "banner" })).toEqual({ type: "banner" });
    expect(uploadParamsSchema.safeParse({ type: "script" }).success).toBe(false);
  });
});
