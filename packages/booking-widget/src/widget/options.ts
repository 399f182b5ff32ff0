import { GUEST_PICKER_DEFAULT, LARGE_GROUP_MAX } from "@tischservice/core/rules";
import { type WidgetLocale, widgetLocaleFor } from "../texts/locale.ts";

/** Everything one widget needs to know; read from data attributes, element attributes or props. */
export interface WidgetOptions {
  /** The restaurant's id. */
  restaurant: string;
  /** Origin of the Tischservice API, without a trailing slash. */
  api: string;
  lang: WidgetLocale;
  /** Primary colour (any CSS colour), or null for the brand gold. */
  color: string | null;
  /** Corner radius as a CSS length, or null for the default. */
  radius: string | null;
  /** Preselected party size (1 to 30). */
  guests: number;
  /** Link of the consent checkbox; the restaurant's website when not given. */
  privacyUrl: string | null;
}

/** The raw strings an embedding gives (a script tag's `data-*`, an element's attributes, props). */
export interface RawWidgetOptions {
  restaurant?: string | null | undefined;
  api?: string | null | undefined;
  lang?: string | null | undefined;
  color?: string | null | undefined;
  radius?: string | number | null | undefined;
  guests?: string | number | null | undefined;
  privacyUrl?: string | null | undefined;
}

function cssValue(property: string, value: string): boolean {
  try {
    return typeof CSS !== "undefined" && CSS.supports(property, value);
  } catch {
    return false;
  }
}

/** An http(s) origin (`https://app.example.de`), or null. */
export function originOf(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, typeof location === "undefined" ? undefined : location.href);
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : null;
  } catch {
    return null;
  }
}

/** An http(s) URL for a link, with `https://` added to bare host names (`www.example.de`). */
export function linkUrl(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

function readGuests(value: string | number | null | undefined): number {
  const count = typeof value === "number" ? value : Number.parseInt(value ?? "", 10);
  return Number.isInteger(count) && count >= 1 && count <= LARGE_GROUP_MAX ? count : GUEST_PICKER_DEFAULT;
}

function readRadius(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === "") return null;
  const text = String(value).trim();
  if (/^\d+(\.\d+)?$/.test(text)) return `${text}px`;
  return cssValue("border-radius", text) ? text : null;
}

/**
 * Reads and checks the options. Unknown or unsafe values fall back to the defaults. Language: `de` or `en`
 * as given; none given, the host page's `<html lang>` when it is English, else German; any other value
 * means the browser's language when the widget has it.
 */
export function readWidgetOptions(raw: RawWidgetOptions, defaultApi: string): WidgetOptions {
  const given = raw.lang?.trim().toLowerCase() ?? "";
  const browserLanguage = typeof navigator === "undefined" ? null : navigator.language;
  const pageLanguage = typeof document === "undefined" ? "" : document.documentElement.lang;
  // German unless told otherwise; a language the widget does not have falls back to the browser's.
  const lang = !given
    ? /^en\b/i.test(pageLanguage)
      ? "en"
      : "de"
    : /^(de|en)\b/.test(given)
      ? widgetLocaleFor(given)
      : widgetLocaleFor(browserLanguage);
  const color = raw.color?.trim() ?? "";
  return {
    restaurant: raw.restaurant?.trim() ?? "",
    api: originOf(raw.api) ?? defaultApi.replace(/\/+$/, ""),
    lang,
    color: color && cssValue("color", color) ? color : null,
    radius: readRadius(raw.radius),
    guests: readGuests(raw.guests),
    privacyUrl: linkUrl(raw.privacyUrl),
  };
}
