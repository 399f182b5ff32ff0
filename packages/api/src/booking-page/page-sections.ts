import {
  type BookingPage,
  type BookingPagePeriod,
  formatEuro,
  parseWireDate,
  bookingPageTexts as t,
  telHref,
  weekdayKeyOfWireDate,
  weekdayNames,
  weekdayShortNames,
} from "@tischservice/core";
import { escapeHtml } from "../lib/escape-html.ts";

const e = escapeHtml;

/** `Mo., 1.6.` */
function dayLabel(date: string): string {
  const parts = parseWireDate(date);
  const weekday = weekdayKeyOfWireDate(date);
  if (!parts || !weekday) return date;
  return `${weekdayShortNames[weekday]}., ${parts.day}.${parts.month}.`;
}

const periodsText = (periods: readonly BookingPagePeriod[]) =>
  periods.map((period) => t.period(period.start, period.end)).join(", ");

/** Heading and content of a section, labelled by its heading. */
const section = (id: string, heading: string, content: string, className = "") =>
  `<section id="${id}"${className ? ` class="${className}"` : ""} aria-labelledby="${id}-titel">
<h2 id="${id}-titel">${e(heading)}</h2>
${content}
</section>`;

/**
 * The restaurant's widget, embedded as the snippet restaurants paste embeds it (one script tag with the
 * restaurant's id), but from this origin: the page's policy allows only its own scripts, and the widget
 * then calls the API where it came from. Without JavaScript the phone number is the way to book.
 */
export function bookingSection(page: BookingPage): string {
  const tel = telHref(page.phone);
  const fallback = tel ? `${e(t.noScript)} <a href="${e(tel)}">${e(page.phone)}</a>` : e(t.noScriptNoPhone);
  const widget = `<script src="/widget.js" data-restaurant="${e(page.restaurantId)}" async></script>
<noscript><p>${fallback}</p></noscript>`;
  return section("reservieren", t.bookingHeading, widget, "booking");
}

export function introSection(page: BookingPage): string {
  const tel = telHref(page.phone);
  const banner = page.bannerUrl
    ? `<img class="banner" src="${e(page.bannerUrl)}" alt="${e(t.bannerAlt(page.name))}" width="1200" height="525" fetchpriority="high">\n`
    : "";
  const quick = [
    `<li><a class="cta" href="#reservieren">${e(t.skipToBooking)}</a></li>`,
    ...(tel ? [`<li><a href="${e(tel)}">${e(t.phoneLabel)}: ${e(page.phone)}</a></li>`] : []),
  ];
  return `${banner}<div class="intro">
<h1>${e(page.name)}</h1>
${page.cuisine ? `<p class="cuisine">${e(page.cuisine)}</p>` : ""}
<ul class="quick">${quick.join("")}</ul>
</div>`;
}

export function aboutSection(page: BookingPage): string {
  if (!page.description.trim()) return "";
  return section("ueber-uns", t.aboutHeading, `<p class="description">${e(page.description.trim())}</p>`);
}

export function contactSection(page: BookingPage): string {
  const tel = telHref(page.phone);
  const lines: string[] = [];
  if (page.address) {
    const map = `https://www.openstreetmap.org/search?query=${encodeURIComponent(page.address)}`;
    lines.push(
      `<address>${e(page.address)}</address>`,
      `<p><a href="${e(map)}" rel="noopener noreferrer">${e(t.mapLink)}</a> <span class="closed">${e(t.mapLinkHint)}</span></p>`,
    );
  }
  if (tel) lines.push(`<p>${e(t.phoneLabel)}: <a href="${e(tel)}">${e(page.phone)}</a></p>`);
  if (lines.length === 0) return "";
  return section("kontakt", t.contactHeading, lines.join("\n"));
}

export function hoursSection(page: BookingPage): string {
  const weekly =
    page.openingHours.length === 0
      ? `<p>${e(t.noOpeningHours)}</p>`
      : `<dl>${page.openingHours
          .map(
            ({ weekday, periods }) =>
              `<dt>${e(weekdayNames[weekday])}</dt><dd${periods.length === 0 ? ' class="closed"' : ""}>${e(periods.length === 0 ? t.closed : periodsText(periods))}</dd>`,
          )
          .join("")}</dl>`;
  const special =
    page.specialDays.length === 0
      ? ""
      : `<h3>${e(t.specialDaysHeading)}</h3><ul class="plain">${page.specialDays
          .map((day) => {
            const when =
              day.from === day.to ? dayLabel(day.from) : t.dateRange(dayLabel(day.from), dayLabel(day.to));
            const what = day.closed
              ? t.closed
              : day.periods.length > 0
                ? periodsText(day.periods)
                : t.specialHours;
            return `<li><strong>${e(when)}</strong>: ${e(what)}${day.title ? ` – ${e(day.title)}` : ""}</li>`;
          })
          .join("")}</ul>`;
  return section("zeiten", t.hoursHeading, weekly + special);
}

export function menuSection(page: BookingPage): string {
  if (page.menuHighlights.length === 0) return "";
  const items = page.menuHighlights
    .map(
      (item) =>
        `<li><span>${e(item.name)}</span><span class="price">${e(formatEuro(item.priceCents / 100))}</span></li>`,
    )
    .join("");
  return section("speisekarte", t.menuHeading, `<ul class="plain menu">${items}</ul>`);
}
