import type { Restaurant } from "@tischservice/core/schemas";

/**
 * The partner entries rendered into the page when the build cannot ask an API (`SITE_API_ORIGIN` unset):
 * a snapshot of the first six demo restaurants (by name, as the API lists them) that `pnpm start` creates (`packages/api/src/seed/demo-content.ts`;
 * the site may not import the API package). In the browser the live `GET /api/restaurants` answer
 * replaces them at once; they stay only when that request fails (platform spec section 8).
 */
export const demoPartners: readonly Restaurant[] = [
  {
    _id: "demo-casamaya",
    name: "Casa Maya",
    cuisine: "Mexikanisch",
    address: "Sternschanze 5, 20357 Hamburg",
    phone: "040 3216549",
    email: "hola@casamaya.example",
    website: "casamaya.example",
    description: "Tacos, Enchiladas und frische Guacamole, dazu Margaritas.",
  },
  {
    _id: "demo-gruenkraut",
    name: "Grünkraut",
    cuisine: "Vegan",
    address: "Königstraße 60, 70173 Stuttgart",
    phone: "0711 246810",
    email: "hallo@gruenkraut.example",
    website: "",
    description: "Saisonale, rein pflanzliche Küche vom Wochenmarkt.",
  },
  {
    _id: "demo-petitbistro",
    name: "Le Petit Bistro",
    cuisine: "Französisch",
    address: "Rüttenscheider Straße 88, 45130 Essen",
    phone: "0201 443322",
    email: "bonjour@petitbistro.example",
    website: "petitbistro.example",
    description: "Bistroküche mit Quiche, Coq au Vin und Crème brûlée.",
  },
  {
    _id: "demo-sakura",
    name: "Sakura Garden",
    cuisine: "Asiatisch",
    address: "Immermannstraße 40, 40210 Düsseldorf",
    phone: "0211 778899",
    email: "info@sakura.example",
    website: "https://sakura.example",
    description: "Sushi, Ramen und Bento mitten im japanischen Viertel.",
  },
  {
    _id: "demo-olympia",
    name: "Taverna Olympia",
    cuisine: "Griechisch",
    address: "Bergmannstraße 21, 10961 Berlin",
    phone: "030 5551234",
    email: "kalimera@olympia.example",
    website: "",
    description: "Mezedes zum Teilen, Lamm vom Grill und Ouzo auf der Terrasse.",
  },
  {
    _id: "demo-trattoria",
    name: "Trattoria Demo",
    cuisine: "Italienisch",
    address: "Schillerstraße 12, 80336 München",
    phone: "089 1234567",
    email: "info@trattoria.example",
    website: "www.trattoria.example",
    description: "Hausgemachte Pasta, Pizza aus dem Steinofen und ein kleiner Innenhof für warme Abende.",
  },
];
