// The admin's account management.

/** The admin's account management: deactivate, delete, partner list, demo data. */
export const adminAccountTexts = {
  columnStatus: "Status",
  columnActions: "Aktionen",
  statusVerified: "Bestätigt",
  statusUnverified: "Unbestätigt",
  statusDeactivated: "Deaktiviert",
  verifiedOn: (date: string) => `bestätigt am ${date}`,
  signedUpOn: (date: string) => `registriert am ${date}`,
  deactivate: "Deaktivieren",
  reactivate: "Aktivieren",
  deleteUser: "Löschen",
  deactivateTitle: "Benutzer deaktivieren?",
  deactivateBody: (name: string) =>
    `${name} kann sich nicht mehr anmelden. Alle Sitzungen werden sofort beendet und die Push-Geräte entfernt.`,
  deleteTitle: "Benutzer löschen?",
  deleteBody: (name: string) =>
    `${name} wird endgültig gelöscht. Gehört dem Benutzer ein Restaurant, werden auch das Restaurant mit allen Daten und seine Unterbenutzer gelöscht.`,
  cancel: "Abbrechen",
  userDeactivated: "Der Benutzer wurde deaktiviert.",
  userReactivated: "Der Benutzer wurde wieder aktiviert.",
  userDeleted: "Der Benutzer wurde gelöscht.",
  emailTaken: "Ein Benutzer mit dieser E-Mail-Adresse existiert bereits.",
  notSelf: "Sie können Ihr eigenes Konto hier nicht deaktivieren oder löschen.",
  lastAdmin: "Der letzte aktive Administrator kann nicht deaktiviert oder gelöscht werden.",
  actionFailed: "Die Aktion ist fehlgeschlagen. Bitte versuchen Sie es erneut.",
  columnListed: "Partnerliste",
  listed: "Sichtbar",
  hidden: "Ausgeblendet",
  hideRestaurant: "Ausblenden",
  showRestaurant: "Einblenden",
  restaurantHidden: "Das Restaurant wird nicht mehr in der Partnerliste gezeigt.",
  restaurantShown: "Das Restaurant wird wieder in der Partnerliste gezeigt.",
  deleteDemoData: "Alle Demo-Daten löschen",
  deleteDemoDataTitle: "Alle Demo-Daten löschen?",
  deleteDemoDataBody:
    "Alle Demo-Konten und Demo-Restaurants werden mit ihren Reservierungen, Bestellungen und Tischen endgültig gelöscht. Wer mit einem Demo-Konto angemeldet ist, auch als Administrator, wird dabei abgemeldet. Ihre eigenen Daten bleiben erhalten.",
  /** The same dialog for an admin signed in with a demo account: the server refuses, nothing is deleted. */
  deleteDemoDataBodyDemoCaller:
    "Sie sind mit einem Demo-Konto angemeldet. Deshalb lehnt der Server das Löschen ab und es wird nichts gelöscht. Melden Sie sich mit einem eigenen Administratorkonto an, um die Demo-Daten zu löschen.",
  deleteDemoDataConfirm: "Endgültig löschen",
  deleteDemoDataDone: (users: number, restaurants: number) =>
    `Demo-Daten gelöscht: ${users} ${users === 1 ? "Konto" : "Konten"} und ${restaurants} ${restaurants === 1 ? "Restaurant" : "Restaurants"}.`,
  noDemoData: "Es gibt keine Demo-Daten.",
  demoCallerRefused:
    "Sie sind mit einem Demo-Konto angemeldet. Melden Sie sich mit einem eigenen Administratorkonto an, um die Demo-Daten zu löschen.",
} as const;
