/** Stored images per restaurant (banner and its staff's profile images together), or per account without one. */
export const UPLOAD_QUOTA_MAX_BYTES = 25 * 1024 * 1024;
/** ... and at most this many files. */
export const UPLOAD_QUOTA_MAX_FILES = 20;

/** What one restaurant (or account) stores now, and what an upload would replace. */
export interface UploadQuotaInput {
  usedBytes: number;
  usedFiles: number;
  /** The image the new one replaces (the old banner, the user's previous profile image), if any. */
  replacedBytes: number;
  replacedFiles: number;
  newBytes: number;
}

export type UploadQuotaCheck = { ok: true } | { ok: false; reason: "bytes" | "files" };

/**
 * Whether an upload fits the quota once the image it replaces is gone: at most `maxBytes` in total
 * (exactly the limit passes) and at most `maxFiles` files. Bytes are checked first.
 */
export function checkUploadQuota(
  input: UploadQuotaInput,
  maxBytes: number = UPLOAD_QUOTA_MAX_BYTES,
  maxFiles: number = UPLOAD_QUOTA_MAX_FILES,
): UploadQuotaCheck {
  const bytes = input.usedBytes - input.replacedBytes + input.newBytes;
  const files = input.usedFiles - input.replacedFiles + 1;
  if (bytes > maxBytes) return { ok: false, reason: "bytes" };
  if (files > maxFiles) return { ok: false, reason: "files" };
  return { ok: true };
}
