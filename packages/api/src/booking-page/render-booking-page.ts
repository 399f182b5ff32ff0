import type { BookingPage } from "@tischservice/core";
import { renderDocument } from "./page-document.ts";
import { pageHead, pageTitle } from "./page-head.ts";
import {
  aboutSection,
  bookingSection,
  contactSection,
  hoursSection,
  introSection,
  menuSection,
} from "./page-sections.ts";

/**
 * A restaurant's booking page. On a phone the widget comes right after the name, so that booking needs
 * no scrolling; what a guest checks before booking (hours, address, dishes) follows.
 */
export function renderBookingPage(page: BookingPage, publicOrigin: string): string {
  const sections = [
    introSection(page),
    bookingSection(page),
    aboutSection(page),
    hoursSection(page),
    contactSection(page),
    menuSection(page),
  ];
  return renderDocument({
    title: pageTitle(page),
    head: pageHead(page, publicOrigin),
    noindex: !page.indexable,
    main: sections.filter((part) => part !== "").join("\n"),
  });
}
