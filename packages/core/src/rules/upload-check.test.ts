import { describe, expect, it } from "vitest";
import { checkImageUpload, imageMimeTypeOf, sniffImageType } from "./upload-check.ts";

const MB = 1024 * 1024;
const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

describe("checkImageUpload (required: jpeg, jpg, png, webp, gif; max 10 MB)", () => {
  it("accepts each allowed type with its extension, in any case", () => {
    expect(checkImageUpload({ name: "banner.JPG", type: "image/jpeg", size: 1000 })).toEqual({ ok: true });
    expect(checkImageUpload({ name: "a.png", type: "image/png", size: 1 })).toEqual({ ok: true });
    expect(checkImageUpload({ name: "a.webp", type: "image/webp", size: 1 })).toEqual({ ok: true });
    expect(checkImageUpload({ name: "a.gif", type: "IMAGE/GIF", size: 1 })).toEqual({ ok: true });
    expect(checkImageUpload({ name: "a.jpeg", type: "image/jpg", size: 1 })).toEqual({ ok: true });
  });
  it("given exactly 10 MB, accepts; one byte more, refuses with 'size'", () => {
    expect(checkImageUpload({ name: "a.png", type: "image/png", size: 10 * MB })).toEqual({ ok: true });
    expect(checkImageUpload({ name: "a.png", type: "image/png", size: 10 * MB + 1 })).toEqual({
      ok: false,
      reason: "size",
    });
  });
  it("given a custom limit, uses it", () => {
    expect(checkImageUpload({ name: "a.png", type: "image/png", size: 2 * MB }, MB)).toEqual({
      ok: false,
      reason: "size",
    });
  });
  it("given a wrong MIME type or extension, refuses with 'type' before looking at the size", () => {
    expect(checkImageUpload({ name: "a.svg", type: "image/svg+xml", size: 1 })).toEqual({
      ok: false,
      reason: "type",
    });
    expect(checkImageUpload({ name: "a.pdf", type: "image/png", size: 1 })).toEqual({
      ok: false,
      reason: "type",
    });
    expect(checkImageUpload({ name: "png", type: "image/png", size: 1 })).toEqual({
      ok: false,
      reason: "type",
    });
    expect(checkImageUpload({ name: "a.png", type: "", size: 20 * MB })).toEqual({
      ok: false,
      reason: "type",
    });
  });
  it("given an invalid size, refuses with 'size'", () => {
    expect(checkImageUpload({ name: "a.png", type: "image/png", size: Number.NaN })).toEqual({
      ok: false,
      reason: "size",
    });
  });
});

describe("sniffImageType", () => {
  it("recognises JPEG, PNG, GIF87a/89a and WebP by their magic bytes", () => {
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("png");
    expect(sniffImageType(ascii("GIF89a..."))).toBe("gif");
    expect(sniffImageType(ascii("GIF87a"))).toBe("gif");
    expect(sniffImageType(ascii("RIFF\u0001\u0002\u0003\u0004WEBPVP8 "))).toBe("webp");
  });
  it("given other or too short content, returns null", () => {
    expect(sniffImageType(ascii("<svg xmlns="))).toBeNull();
    expect(sniffImageType(ascii("RIFF\u0001\u0002\u0003\u0004WAVE"))).toBeNull();
    expect(sniffImageType(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
  it("names the MIME type of a kind", () => {
    expect(imageMimeTypeOf("webp")).toBe("image/webp");
  });
});
