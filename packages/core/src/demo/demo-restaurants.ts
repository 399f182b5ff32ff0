/**
 * The public profiles of the demo restaurants: what `pnpm start` and the end-to-end server seed
 * (`packages/api/src/seed/demo-content.ts` adds owners, banners and menus) and what the marketing site
 * renders into its partner list when it is built without an API to ask. One list, so the two never
 * drift apart. The addresses are real streets; e-mail and web addresses use the reserved `.example` domain.
 */
export interface DemoRestaurantProfile {
  /** Stable key of the entry (the site's build-time id is `demo-<slug>`). */
  slug: string;
  name: string;
  /** One of the cuisine options of the restaurant settings. */
  cuisine: string;
  address: string;
  phone: string;
  email: string;
  /** As an owner would type it: bare, with `www.` or with `https://` (the site links each correctly). */
  website: string;
  description: string;
}

export const demoRestaurantProfiles: readonly DemoRestaurantProfile[] = [
  {
    slug: "trattoria",
    name: "Trattoria Demo",
    cuisine: "Italienisch",
    address: "Schillerstraße 12, 80336 München",
    phone: "089 1234567",
    email: "info@trattoria.example",
    website: "www.trattoria.example",
    description: "Hausgemachte Pasta, Pizza aus dem Steinofen und ein kleiner Innenhof für warme Abende.",
  },
  {
    slug: "hirsch",
    name: "Zum Goldenen Hirsch",
    cuisine: "Deutsch",
    address: "Marktplatz 3, 91054 Erlangen",
    phone: "09131 987654",
    email: "servus@hirsch.example",
    website: "https://hirsch.example",
    description: "Fränkisches Wirtshaus seit 1897: Schäufele, Klöße und Bier aus der Region.",
  },
  {
    slug: "petitbistro",
    name: "Le Petit Bistro",
    cuisine: "Französisch",
    address: "Rüttenscheider Straße 88, 45130 Essen",
    phone: "0201 443322",
    email: "bonjour@petitbistro.example",
    website: "petitbistro.example",
    description: "Bistroküche mit Quiche, Coq au Vin und Crème brûlée.",
  },
  {
    slug: "olympia",
    name: "Taverna Olympia",
    cuisine: "Griechisch",
    address: "Bergmannstraße 21, 10961 Berlin",
    phone: "030 5551234",
    email: "kalimera@olympia.example",
    website: "",
    description: "Mezedes zum Teilen, Lamm vom Grill und Ouzo auf der Terrasse.",
  },
  {
    slug: "sakura",
    name: "Sakura Garden",
    cuisine: "Asiatisch",
    address: "Immermannstraße 40, 40210 Düsseldorf",
    phone: "0211 778899",
    email: "info@sakura.example",
    website: "https://sakura.example",
    description: "Sushi, Ramen und Bento mitten im japanischen Viertel.",
  },
  {
    slug: "casamaya",
    name: "Casa Maya",
    cuisine: "Mexikanisch",
    address: "Sternschanze 5, 20357 Hamburg",
    phone: "040 3216549",
    email: "hola@casamaya.example",
    website: "casamaya.example",
    description: "Tacos, Enchiladas und frische Guacamole, dazu Margaritas.",
  },
  {
    slug: "gruenkraut",
    name: "Grünkraut",
    cuisine: "Vegan",
    address: "Königstraße 60, 70173 Stuttgart",
    phone: "0711 246810",
    email: "hallo@gruenkraut.example",
    website: "",
    description: "Saisonale, rein pflanzliche Küche vom Wochenmarkt.",
  },
];
