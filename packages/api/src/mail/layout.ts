import { type BookingLanguage, headerSafeName, isSimpleEmail } from "@tischservice/core/rules";
import type { SiteConfig } from "@tischservice/core/schemas";
import { guestMailTexts } from "@tischservice/core/texts";
import type { OutboxMail, Restaurant } from "../db/schema/index.ts";
import { escapeHtml } from "../lib/escape-html.ts";

/** The restaurant a guest's mail is about: what it speaks under and how the guest reaches it. */
export type MailRestaurant = Pick<Restaurant, "name" | "address" | "phone" | "email">;

export interface MailContent {
  to: string;
  subject: string;
  /** Paragraphs of plain text; the HTML part is built from the same words. */
  paragraphs: string[];
  /** An optional call to action, shown as a button and as a plain link. */
  action?: { label: string; url: string };
  /** A second, quieter button beside the first (e.g. "Stornieren" next to "Ich komme wie geplant"). */
  secondaryAction?: { label: string; url: string };
  replyTo?: string;
  /** The guest's language for mails to a guest; German when left out. */
  language?: BookingLanguage;
  /**
   * A mail to a guest about this restaurant's booking, waitlist entry or enquiry: it comes in the
   * restaurant's name (`fromName`), answers go to the restaurant's public address (`replyTo`, when it has a
   * valid one), and its name, address and phone end the mail before the signature.
   */
  restaurant?: MailRestaurant;
}

/** The restaurant's name, address and phone as the last lines of a guest's mail ([] without address and phone). */
function restaurantContact(restaurant: MailRestaurant, language: BookingLanguage): string[] {
  const t = guestMailTexts[language];
  const address = restaurant.address.trim();
  const phone = restaurant.phone.trim();
  if (!address && !phone) return [];
  return [
    [
      restaurant.name,
      ...(address ? [t.addressLine(address)] : []),
      ...(phone ? [t.phoneLine(phone)] : []),
    ].join("\n"),
  ];
}

/** The sender's display name and the Reply-To of a mail in a restaurant's name. */
function restaurantSender(restaurant: MailRestaurant, language: BookingLanguage) {
  const name = headerSafeName(restaurant.name);
  const replyTo = restaurant.email.trim();
  return {
    ...(name ? { fromName: guestMailTexts[language].senderName(name) } : {}),
    ...(isSimpleEmail(replyTo) ? { replyTo } : {}),
  };
}

/** One layout for every mail: a plain-text part and an HTML part with the same content, German or English. */
export function renderMail(content: MailContent): OutboxMail {
  const language = content.language ?? "de";
  const { signature, buttonFallback, htmlLang } = guestMailTexts[language];
  const contact = content.restaurant ? restaurantContact(content.restaurant, language) : [];
  const textParts = [...content.paragraphs];
  if (content.action) textParts.push(`${content.action.label}: ${content.action.url}`);
  if (content.secondaryAction) {
    textParts.push(`${content.secondaryAction.label}: ${content.secondaryAction.url}`);
  }
  textParts.push(...contact, signature.join("\n"));
  const text = `${textParts.join("\n\n")}\n`;
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replaceAll("\n", "<br>")}</p>`)
    .join("");
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#b8860b;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p><p style="font-size:13px;color:#555">${escapeHtml(buttonFallback)} ${escapeHtml(content.action.url)}</p>`
    : "";
  const secondary = content.secondaryAction
    ? `<p style="margin:0 0 24px"><a href="${escapeHtml(content.secondaryAction.url)}" style="border:1px solid #b8860b;color:#8a6d1d;padding:11px 19px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.secondaryAction.label)}</a></p><p style="font-size:13px;color:#555">${escapeHtml(buttonFallback)} ${escapeHtml(content.secondaryAction.url)}</p>`
    : "";
  const contactHtml = contact
    .map((p) => `<p style="margin:24px 0 0;font-size:14px">${escapeHtml(p).replaceAll("\n", "<br>")}</p>`)
    .join("");
  const html = `<!doctype html><html lang="${htmlLang}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px;color:#8a6d1d">Tischservice</h1>${paragraphs}${action}${secondary}${contactHtml}<p style="margin-top:32px">${signature.map(escapeHtml).join("<br>")}</p></body></html>`;
  const sender = content.restaurant ? restaurantSender(content.restaurant, language) : {};
  const replyTo = content.replyTo ?? sender.replyTo;
  return {
    to: content.to,
    ...(sender.fromName ? { fromName: sender.fromName } : {}),
    subject: content.subject,
    text,
    html,
    ...(replyTo ? { replyTo } : {}),
    ...(language === "en" ? { language } : {}),
  };
}

/** The operator's company details as the lines of a mail footer (the Impressum in short). */
export function companyFooterLines(config: SiteConfig, language: BookingLanguage = "de"): string[] {
  const { company, contact } = config;
  const labels = guestMailTexts[language].footer;
  const address = company.address;
  return [
    `${company.name} · ${address.street} · ${address.postalCode} ${address.city}`,
    `${labels.managingDirectors}: ${company.managingDirectors.join(", ")}`,
    `${company.registerCourt}, ${company.registerNumber} · ${labels.vatId} ${company.vatId}`,
    `${contact.phone} · ${contact.email}`,
    `${labels.imprint}: ${config.origin}/impressum`,
  ];
}

/** Adds the operator's company footer to a rendered mail: after a "-- " line in text, a small block in HTML. */
export function withCompanyFooter(mail: OutboxMail, config: SiteConfig): OutboxMail {
  const lines = companyFooterLines(config, mail.language ?? "de");
  const footer = `<p style="margin-top:32px;padding-top:12px;border-top:1px solid #ddd;font-size:12px;color:#666">${lines.map(escapeHtml).join("<br>")}</p>`;
  const html = mail.html.includes("</body>")
    ? mail.html.replace("</body>", () => `${footer}</body>`)
    : `${mail.html}${footer}`;
  return { ...mail, text: `${mail.text}\n-- \n${lines.join("\n")}\n`, html };
}
