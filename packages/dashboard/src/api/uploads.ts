import { messageResponseSchema, uploadResponseSchema } from "@tischservice/core";
import { ApiError, NetworkError } from "./api-errors.ts";
import { api, dataOf } from "./client.ts";

function messageOf(body: unknown): string | null {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === "string" && message.trim() !== "" ? message : null;
}

/**
 * `POST /api/upload/banner` (multipart: `banner`, `restaurantId`) through XMLHttpRequest, the one browser
 * API that reports upload progress. `onProgress` gets 0..1. Resolves with the new `bannerUrl`.
 */
export function uploadBanner(
  restaurantId: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/upload/banner");
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new NetworkError("Keine Verbindung zum Server"));
    xhr.onabort = () => reject(new NetworkError("Abgebrochen"));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText === "" ? null : JSON.parse(xhr.responseText);
      } catch {
        body = xhr.responseText;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, messageOf(body), body));
        return;
      }
      const answer = uploadResponseSchema.safeParse(body);
      const url = answer.success ? (answer.data.bannerUrl ?? answer.data.url) : undefined;
      if (!answer.success || !answer.data.success || !url) {
        reject(new ApiError(xhr.status, messageOf(body), body));
        return;
      }
      onProgress(1);
      resolve(url);
    };
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append("restaurantId", restaurantId);
    form.append("banner", file, file.name);
    xhr.send(form);
  });
}

/** `DELETE /api/upload/banner/{restaurantId}`. */
export async function deleteBanner(restaurantId: string): Promise<void> {
  const answer = messageResponseSchema.parse(
    await dataOf(api.DELETE("/api/upload/banner/{id}", { params: { path: { id: restaurantId } } })),
  );
  if (!answer.success) throw new ApiError(400, answer.message ?? null, answer);
}
