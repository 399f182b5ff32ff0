import type { DemoRequestBody } from "@tischservice/core/schemas";
import { demoRequestTexts } from "@tischservice/core/texts";

export type DemoRequestResult = { ok: true; message: string } | { ok: false; message: string };

function messageOf(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null || !("message" in body)) return undefined;
  return typeof body.message === "string" && body.message !== "" ? body.message : undefined;
}

/**
 * `POST /api/demo-request`. Three outcomes: success shows its thank-you text; `success: false` the
 * server's message or the generic error; a network failure the error that suggests direct contact.
 */
export async function sendDemoRequest(payload: DemoRequestBody): Promise<DemoRequestResult> {
  let response: Response;
  try {
    response = await fetch("/api/demo-request", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
    });
  } catch {
    return { ok: false, message: demoRequestTexts.networkError };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, message: response.ok ? demoRequestTexts.networkError : demoRequestTexts.serverError };
  }
  const success = typeof body === "object" && body !== null && "success" in body && body.success === true;
  if (response.ok && success) return { ok: true, message: demoRequestTexts.success };
  return { ok: false, message: messageOf(body) ?? demoRequestTexts.serverError };
}
