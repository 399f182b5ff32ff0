// The guest book ("Gäste").

import { settingsValidationTexts } from "./settings-validation.ts";

/** The automatic tags: set by the rules, never chosen by staff. */
export const guestAutomaticTags = { regular: "Stammgast", new: "Neu" } as const;

/** The tags staff choose from (besides their own). */
export const guestPresetTags = ["VIP", "Allergie", "Rollstuhl", "Kinderstuhl", "Geburtstag"] as const;

/** The API's answers and the validation messages of the guest book. */
export const guestBookTexts = {
  /** '12 Gäste gefunden.' */
  listed: (count: number) => `${count} ${count === 1 ? "Gast" : "Gäste"} gefunden.`,
  profileLoaded: "Gastprofil geladen.",
  profileSaved: "Gastprofil gespeichert.",
  hintsLoaded: "Gästeinformationen geladen.",
  /** No reservation of this restaurant belongs to the address or phone number. */
  guestNotFound: "Zu dieser Angabe ist kein Gast bekannt.",
  noteTooLong: (max: number) => `Die Notiz darf höchstens ${max} Zeichen lang sein.`,
  tagEmpty: "Ein Tag darf nicht leer sein.",
  tagTooLong: (max: number) => `Ein Tag darf höchstens ${max} Zeichen lang sein.`,
  tooManyTags: (max: number) => `Höchstens ${max} Tags pro Gast.`,
  duplicateTag: "Jeder Tag darf nur einmal vergeben werden.",
  automaticTag: "„Stammgast“ und „Neu“ werden automatisch vergeben.",
  searchTooLong: "Der Suchbegriff ist zu lang.",
  invalidSort: "Sortierung: lastVisit oder visits.",
  invalidOffset: "Der Beginn der Seite muss eine ganze Zahl ab 0 sein.",
  invalidLimit: (max: number) => `Pro Seite sind 1 bis ${max} Gäste möglich.`,
  invalidRegularGuestVisits: settingsValidationTexts.regularGuestVisitsInvalid,
  /** '7. Besuch' on a reservation card. */
  visitNumber: (n: number) => `${n}. Besuch`,
} as const;
