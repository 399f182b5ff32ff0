// Refusals of uploads beyond the image quota.
import { UPLOAD_QUOTA_MAX_BYTES, UPLOAD_QUOTA_MAX_FILES } from "../rules/upload-quota.ts";

const megabytes = Math.round(UPLOAD_QUOTA_MAX_BYTES / (1024 * 1024));

/** Refusals of an upload beyond the restaurant's image quota. */
export const uploadQuotaTexts = {
  /** 413: the stored images would exceed the total size. */
  bytesExceeded: `Der Speicherplatz für Bilder ist voll (höchstens ${megabytes} MB je Restaurant). Bitte ersetzen Sie ein vorhandenes Bild oder wählen Sie ein kleineres.`,
  /** 409: there are already as many images as allowed. */
  filesExceeded: `Es sind bereits ${UPLOAD_QUOTA_MAX_FILES} Bilder gespeichert, mehr sind je Restaurant nicht möglich. Bitte ersetzen Sie ein vorhandenes Bild.`,
} as const;

/** The machine-readable `code` of quota refusals. */
export const uploadQuotaErrorCodes = {
  bytesExceeded: "upload_quota_bytes",
  filesExceeded: "upload_quota_files",
} as const;
