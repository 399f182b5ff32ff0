import type { OutboxMail } from "../db/schema/index.ts";

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

export interface MailContent {
  to: string;
  subject: string;
  /** Paragraphs of plain text; the HTML part is built from the same words. */
  paragraphs: string[];
  /** An optional call to action, shown as a button and as a plain link. */
  action?: { label: string; url: string };
  replyTo?: string;
}

const signature = ["Freundliche Grüße", "Ihr Tischservice-Team"];

/** One German layout for every mail: a plain-text part and an HTML part with the same content. */
export function renderMail(content: MailContent): OutboxMail {
  const textParts = [...content.paragraphs];
  if (content.action) textParts.push(`${content.action.label}: ${content.action.url}`);
  textParts.push(signature.join("\n"));
  const text = `${textParts.join("\n\n")}\n`;
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replaceAll("\n", "<br>")}</p>`)
    .join("");
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#b8860b;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p><p style="font-size:13px;color:#555">Falls der Knopf nicht funktioniert, öffnen Sie diesen Link: ${escapeHtml(content.action.url)}</p>`
    : "";
  const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px;color:#8a6d1d">Tischservice</h1>${paragraphs}${action}<p style="margin-top:32px">${signature.map(escapeHtml).join("<br>")}</p></body></html>`;
  return {
    to: content.to,
    subject: content.subject,
    text,
    html,
    ...(content.replyTo ? { replyTo: content.replyTo } : {}),
  };
}
