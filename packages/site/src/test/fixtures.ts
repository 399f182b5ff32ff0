import { editableDay } from "@tischservice/core/rules";
import type { OpeningHours, Restaurant, SpecialHour } from "@tischservice/core/schemas";

/** A tiny valid PNG (1×1, gold) as a data URL: a banner that loads without a network. */
export const goldPixel =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mM4sWzZfwAIAgNLo9zYyQAAAABJRU5ErkJggg==";

export const trattoria: Restaurant = {
  _id: "r-trattoria",
  name: "Trattoria Demo",
  address: "Schillerstraße 12, 80336 München",
  cuisine: "Italienisch",
  description: "Hausgemachte Pasta und Pizza aus dem Steinofen.",
  phone: "089 1234567",
  email: "info@trattoria.example",
  website: "www.trattoria.example",
  bannerUrl: goldPixel,
  ownerId: "u-trattoria",
};

export const hirsch: Restaurant = {
  _id: "r-hirsch",
  name: "Zum Goldenen Hirsch",
  address: "Marktplatz 3, 91054 Erlangen",
  cuisine: "Deutsch",
  description: "Fränkisches Wirtshaus seit 1897.",
  phone: "09131 987654",
  email: "servus@hirsch.example",
  website: "https://hirsch.example",
  ownerId: "u-hirsch",
};

/** Only a name: every optional field empty. */
export const bareRestaurant: Restaurant = { _id: "r-bare", name: "Namenlos" };

/** A banner URL that cannot load (the image fallback). */
export const brokenBanner: Restaurant = { ...hirsch, _id: "r-broken", bannerUrl: "/kaputt/banner.jpg" };

export function partnerList(count: number): Restaurant[] {
  return Array.from({ length: count }, (_, index) => ({
    ...hirsch,
    _id: `r-${index + 1}`,
    name: `Restaurant ${index + 1}`,
  }));
}

const lunchBreak = { hasLunchBreak: true, lunchBreakStart: "14:30", lunchBreakEnd: "17:30" };

/** Closed on Monday; Thursday, Friday and Sunday absent. */
export const openingHours: OpeningHours = {
  monday: editableDay(null),
  tuesday: editableDay({ isOpen: true, openTime: "11:30", closeTime: "22:00", ...lunchBreak }),
  wednesday: editableDay({ isOpen: true, openTime: "11:30", closeTime: "22:00" }),
  saturday: editableDay({ isOpen: true, openTime: "12:00", closeTime: "23:00" }),
};

export const specialHours: SpecialHour[] = [
  {
    _id: "s-1",
    title: "Heiligabend",
    startDate: "2026-12-24",
    endDate: "2026-12-24",
    type: "holiday",
    isRecurring: false,
    isClosed: true,
    customHours: null,
    description: "An Heiligabend bleibt die Küche kalt.",
  },
  {
    _id: "s-2",
    title: "Weinabend",
    startDate: "2026-12-12",
    endDate: "2026-12-12",
    type: "special_event",
    isRecurring: false,
    isClosed: false,
    customHours: { openTime: "18:00", closeTime: "23:30" },
    description: null,
  },
];
