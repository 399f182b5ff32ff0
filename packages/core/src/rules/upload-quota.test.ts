import { describe, expect, it } from "vitest";
import { checkUploadQuota, UPLOAD_QUOTA_MAX_BYTES, UPLOAD_QUOTA_MAX_FILES } from "./upload-quota.ts";

const MB = 1024 * 1024;
const none = { usedBytes: 0, usedFiles: 0, replacedBytes: 0, replacedFiles: 0 };

describe("checkUploadQuota", () => {
  it("given the limits, are 25 MB and 20 files", () => {
    expect(UPLOAD_QUOTA_MAX_BYTES).toBe(25 * MB);
    expect(UPLOAD_QUOTA_MAX_FILES).toBe(20);
  });

  it("given room left, accepts; exactly the limit passes, one byte more does not", () => {
    expect(checkUploadQuota({ ...none, newBytes: 10 * MB })).toEqual({ ok: true });
    expect(checkUploadQuota({ ...none, usedBytes: 15 * MB, usedFiles: 2, newBytes: 10 * MB })).toEqual({
      ok: true,
    });
    expect(checkUploadQuota({ ...none, usedBytes: 15 * MB + 1, usedFiles: 2, newBytes: 10 * MB })).toEqual({
      ok: false,
      reason: "bytes",
    });
  });

  it("given a replacement, counts the new image instead of the old one", () => {
    const full = { usedBytes: 24 * MB, usedFiles: 3, newBytes: 9 * MB };
    expect(checkUploadQuota({ ...full, replacedBytes: 0, replacedFiles: 0 })).toMatchObject({ ok: false });
    expect(checkUploadQuota({ ...full, replacedBytes: 8 * MB, replacedFiles: 1 })).toEqual({ ok: true });
  });

  it("given the file cap reached, refuses a new file but accepts a replacement", () => {
    const capped = { usedBytes: 1 * MB, usedFiles: 20, newBytes: 1000 };
    expect(checkUploadQuota({ ...capped, replacedBytes: 0, replacedFiles: 0 })).toEqual({
      ok: false,
      reason: "files",
    });
    expect(checkUploadQuota({ ...capped, replacedBytes: 500, replacedFiles: 1 })).toEqual({ ok: true });
  });
});
