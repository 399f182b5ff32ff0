import { IMAGE_UPLOAD_MAX_BYTES } from "./constants.ts";

/** The image kinds that can be uploaded. */
export type UploadImageKind = "jpeg" | "png" | "webp" | "gif";

/** The allowed MIME types (jpeg, jpg, png, webp, gif). */
export const ALLOWED_IMAGE_MIME_TYPES = [
  "image/jpeg",
  "image/jpg",
  "image/png",
  "image/webp",
  "image/gif",
] as const;

/** The allowed file name extensions. */
export const ALLOWED_IMAGE_EXTENSIONS = ["jpeg", "jpg", "png", "webp", "gif"] as const;

/** What the check reads from a file (a browser `File` fits). */
export interface UploadFileLike {
  name?: string | null;
  type?: string | null;
  size: number;
}

/** The result of the upload check. */
export type ImageUploadCheck = { ok: true } | { ok: false; reason: "type" | "size" };

/**
 * Checks an image before upload: MIME type and file extension must both be allowed (case-insensitive),
 * then the size must be at most `maxBytes` (10 MB = 10 * 1024 * 1024 bytes by default; exactly the
 * limit passes). The type is checked first. A missing, negative or non-finite size fails with "size".
 */
export function checkImageUpload(
  file: UploadFileLike,
  maxBytes: number = IMAGE_UPLOAD_MAX_BYTES,
): ImageUploadCheck {
  const mime = (file.type ?? "").trim().toLowerCase();
  const extension = /\.([^./\\]+)$/.exec((file.name ?? "").trim())?.[1]?.toLowerCase() ?? "";
  const mimeOk = (ALLOWED_IMAGE_MIME_TYPES as readonly string[]).includes(mime);
  const extensionOk = (ALLOWED_IMAGE_EXTENSIONS as readonly string[]).includes(extension);
  if (!mimeOk || !extensionOk) return { ok: false, reason: "type" };
  if (!Number.isFinite(file.size) || file.size < 0 || file.size > maxBytes)
    return { ok: false, reason: "size" };
  return { ok: true };
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

/** The image kind of file contents by their magic bytes (JPEG, PNG, WebP, GIF), else null. */
export function sniffImageType(bytes: Uint8Array): UploadImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  ) {
    return "gif";
  }
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return "webp";
  return null;
}

/** The MIME type to store and serve for an image kind. */
export function imageMimeTypeOf(kind: UploadImageKind): string {
  return `image/${kind}`;
}
