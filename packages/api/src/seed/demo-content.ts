import { editableDay } from "@tischservice/core";
import { type DemoRestaurantProfile, demoRestaurantProfiles } from "@tischservice/core/demo";
import type { MenuItemType, OpeningHours } from "../db/schema/index.ts";

type Rgb = readonly [number, number, number];

/** A demo restaurant: its public profile (shared with the site's build) and what only the seed needs. */
export interface DemoRestaurant extends Omit<DemoRestaurantProfile, "slug"> {
  ownerEmail: string;
  ownerName: string;
  banner: readonly [Rgb, Rgb] | null;
  menu: "italian" | "german" | "small";
}

type SeedDetails = Pick<DemoRestaurant, "ownerEmail" | "ownerName" | "banner" | "menu">;

/** A demo restaurant's seed details; its owner signs in as `inhaber@<slug>.example`. */
function details(
  slug: string,
  ownerName: string,
  menu: DemoRestaurant["menu"],
  ...banner: [] | [from: Rgb, to: Rgb]
): [string, SeedDetails] {
  const gradient = banner.length === 2 ? banner : null;
  return [slug, { ownerEmail: `inhaber@${slug}.example`, ownerName, banner: gradient, menu }];
}

/** Owner, menu and banner gradient (none: the plain banner) of each demo restaurant, by the profile's slug. */
const seedDetails = new Map<string, SeedDetails>([
  details("trattoria", "Marco Rossi", "italian", [176, 58, 46], [241, 196, 15]),
  details("hirsch", "Katharina Huber", "german", [93, 64, 55], [212, 175, 55]),
  details("petitbistro", "Claire Dubois", "small", [44, 62, 80], [189, 195, 199]),
  details("olympia", "Nikos Papadopoulos", "small", [21, 101, 192], [236, 240, 241]),
  details("sakura", "Yuki Tanaka", "small", [233, 30, 99], [255, 205, 210]),
  details("casamaya", "Lucía Hernández", "small", [230, 126, 34], [39, 174, 96]),
  details("gruenkraut", "Jonas Weber", "small"),
]);

/** The demo restaurants in seeding order: the profiles of `@tischservice/core/demo` with their seed details. */
export const demoRestaurants: DemoRestaurant[] = demoRestaurantProfiles.map(({ slug, ...profile }) => {
  const seed = seedDetails.get(slug);
  if (!seed) throw new Error(`Demo-Restaurant ${slug} ohne Inhaber, Banner und Karte`);
  return { ...profile, ...seed };
});

export type DemoMenuItem = readonly [name: string, priceEuro: number, type: MenuItemType];

export const italianMenu: DemoMenuItem[] = [
  ["Aperol Spritz", 7.5, "drink"],
  ["Hauswein rot 0,2 l", 5.9, "drink"],
  ["Hauswein weiß 0,2 l", 5.9, "drink"],
  ["Espresso", 2.6, "drink"],
  ["Cappuccino", 3.4, "drink"],
  ["San Pellegrino 0,75 l", 6.5, "drink"],
  ["Limonata", 3.9, "drink"],
  ["Peroni 0,33 l", 4.2, "drink"],
  ["Bruschetta al pomodoro", 7.9, "appetizer"],
  ["Vitello tonnato", 13.5, "appetizer"],
  ["Carpaccio di manzo", 14.9, "appetizer"],
  ["Insalata caprese", 10.5, "appetizer"],
  ["Antipasto misto", 16.9, "appetizer"],
  ["Minestrone", 7.5, "appetizer"],
  ["Spaghetti Carbonara", 14.5, "main"],
  ["Tagliatelle al ragù", 15.5, "main"],
  ["Penne all'arrabbiata", 12.9, "main"],
  ["Risotto ai funghi porcini", 17.9, "main"],
  ["Pizza Margherita", 10.9, "main"],
  ["Pizza Diavola", 13.5, "main"],
  ["Pizza Quattro Formaggi", 14.2, "main"],
  ["Saltimbocca alla romana", 22.5, "main"],
  ["Branzino al forno", 24.9, "main"],
  ["Lasagne della casa", 15.9, "main"],
  ["Tiramisù", 7.5, "dessert"],
  ["Panna cotta", 6.9, "dessert"],
  ["Affogato al caffè", 5.9, "dessert"],
  ["Cannoli siciliani", 6.5, "dessert"],
  ["Gelato misto", 5.5, "dessert"],
  ["Torta della nonna", 6.9, "dessert"],
];

export const germanMenu: DemoMenuItem[] = [
  ["Kellerbier 0,5 l", 4.6, "drink"],
  ["Radler 0,5 l", 4.4, "drink"],
  ["Apfelschorle 0,4 l", 3.8, "drink"],
  ["Silvaner 0,2 l", 6.2, "drink"],
  ["Spezi 0,4 l", 3.9, "drink"],
  ["Kaffee", 2.9, "drink"],
  ["Obstler 2 cl", 3.5, "drink"],
  ["Wasser 0,75 l", 5.5, "drink"],
  ["Leberknödelsuppe", 5.9, "appetizer"],
  ["Obatzda mit Brezen", 8.5, "appetizer"],
  ["Gurkensalat", 4.9, "appetizer"],
  ["Fränkische Bratwurstsuppe", 6.5, "appetizer"],
  ["Sülze mit Bratkartoffeln", 9.9, "appetizer"],
  ["Schäufele mit Kloß und Blaukraut", 18.9, "main"],
  ["Sauerbraten mit Kartoffelklößen", 19.5, "main"],
  ["Nürnberger Rostbratwürste mit Kraut", 13.9, "main"],
  ["Wiener Schnitzel mit Kartoffelsalat", 21.5, "main"],
  ["Käsespätzle mit Röstzwiebeln", 13.5, "main"],
  ["Schweinebraten mit Kloß", 16.9, "main"],
  ["Forelle Müllerin", 20.5, "main"],
  ["Rinderroulade mit Rotkohl", 21.9, "main"],
  ["Ofenkartoffel mit Quark", 11.5, "main"],
  ["Krautwickel", 14.5, "main"],
  ["Apfelstrudel mit Vanillesoße", 6.9, "dessert"],
  ["Kaiserschmarrn", 9.5, "dessert"],
  ["Rote Grütze", 5.9, "dessert"],
  ["Dampfnudel", 7.5, "dessert"],
  ["Bayerische Creme", 6.5, "dessert"],
  ["Zwetschgendatschi", 4.9, "dessert"],
  ["Eisbecher Hirsch", 7.9, "dessert"],
];

export const smallMenu: DemoMenuItem[] = [
  ["Mineralwasser 0,5 l", 3.5, "drink"],
  ["Hausgemachte Limonade", 4.5, "drink"],
  ["Glas Wein 0,2 l", 6.5, "drink"],
  ["Kaffee", 2.9, "drink"],
  ["Tagessuppe", 6.5, "appetizer"],
  ["Gemischter Salat", 7.9, "appetizer"],
  ["Brot mit Dip", 5.5, "appetizer"],
  ["Tagesgericht", 14.9, "main"],
  ["Spezialität des Hauses", 19.5, "main"],
  ["Vegetarisches Hauptgericht", 15.5, "main"],
  ["Dessert des Tages", 6.5, "dessert"],
  ["Sorbet", 5.5, "dessert"],
];

export const guestFirstNames = [
  "Anna",
  "Lukas",
  "Sophie",
  "Maximilian",
  "Marie",
  "Paul",
  "Lena",
  "Felix",
  "Emma",
  "Jonas",
  "Mia",
  "Leon",
  "Hannah",
  "Elias",
  "Laura",
  "Tim",
  "Julia",
  "David",
  "Sarah",
  "Moritz",
  "Clara",
  "Niklas",
  "Greta",
  "Jan",
];
export const guestLastNames = [
  "Müller",
  "Schmidt",
  "Schneider",
  "Fischer",
  "Weber",
  "Meyer",
  "Wagner",
  "Becker",
  "Schulz",
  "Hoffmann",
  "Koch",
  "Richter",
  "Klein",
  "Wolf",
  "Schröder",
  "Neumann",
  "Schwarz",
  "Zimmermann",
  "Braun",
  "Krüger",
];
export const specialRequestsSamples = [
  "",
  "",
  "",
  "",
  "Kinderstuhl benötigt",
  "Fensterplatz, wenn möglich",
  "Geburtstag – bitte eine Kerze zum Dessert",
  "Eine Person vegetarisch",
  "Glutenunverträglichkeit",
  "Wir kommen eventuell 10 Minuten später",
];

/** An open day, with its lunch break when given. */
const day = (openTime: string, closeTime: string, lunch?: readonly [start: string, end: string]) =>
  editableDay({
    isOpen: true,
    openTime,
    closeTime,
    hasLunchBreak: lunch !== undefined,
    lunchBreakStart: lunch?.[0],
    lunchBreakEnd: lunch?.[1],
  });

/** Lunch and dinner with a break in the week, all day at the weekend, closed on Mondays. */
export const demoOpeningHours: OpeningHours = {
  monday: editableDay(null),
  tuesday: day("11:30", "22:30", ["14:30", "17:30"]),
  wednesday: day("11:30", "22:30", ["14:30", "17:30"]),
  thursday: day("11:30", "22:30", ["14:30", "17:30"]),
  friday: day("11:30", "23:00", ["14:30", "17:00"]),
  saturday: day("12:00", "23:00"),
  sunday: day("12:00", "21:30"),
};
