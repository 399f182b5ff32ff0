import type { OnboardingStepId } from "../rules/onboarding-steps.ts";

/** One step of the onboarding checklist: what it is, why, and the label of the way there. */
export interface OnboardingStepTexts {
  title: string;
  description: string;
  action: string;
}

/** The home page's onboarding checklist for a newly signed-up restaurant (ours, like the sign-up). */
export const onboardingTexts = {
  title: "Erste Schritte",
  intro: "Richten Sie Ihr Restaurant in fünf Schritten ein. Erledigte Schritte werden automatisch abgehakt.",
  progress: (done: number, total: number) => `${done} von ${total} erledigt`,
  stepDone: "Erledigt",
  stepOpen: "Offen",
  dismiss: "Ausblenden",
  saveFailed: "Das konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.",
  loadFailed: "Die ersten Schritte konnten nicht geladen werden.",
  retry: "Erneut versuchen",
  completeTitle: "Geschafft! Ihr Restaurant ist startklar.",
  completeText:
    "Alle fünf Schritte sind erledigt. Gäste können jetzt über Ihre Website bei Ihnen reservieren.",
  steps: {
    // Named after what the settings card offers: a banner image (shown in the widget and the partner
    // list), not a logo.
    details: {
      title: "Restaurantdaten und Banner-Bild",
      description:
        "Tragen Sie Adresse und Telefonnummer ein, dazu eine kurze Beschreibung oder ein Banner-Bild für Ihr Buchungs-Widget und die Partnerliste.",
      action: "Restaurantdaten bearbeiten",
    },
    hours: {
      title: "Öffnungszeiten",
      description: "Legen Sie fest, wann Gäste bei Ihnen einen Tisch buchen können.",
      action: "Öffnungszeiten festlegen",
    },
    tables: {
      title: "Tische anlegen",
      description: "Mit der Schnellkonfiguration legen Sie Ihre Tische in einer Minute an.",
      action: "Tische anlegen",
    },
    widget: {
      title: "Buchungs-Widget einbinden",
      description:
        "Kopieren Sie eine Zeile Code in Ihre Website. Dort erscheint dann das Reservierungsformular.",
      action: "Code anzeigen",
    },
    testBooking: {
      title: "Testbuchung",
      description: "Reservieren Sie einmal selbst über das Widget, so wie es Ihre Gäste tun.",
      action: "Widget-Demo öffnen",
    },
  } satisfies Record<OnboardingStepId, OnboardingStepTexts>,
  snippetLabel: "Ihr Code",
  copy: "Code kopieren",
  copied: "Der Code ist kopiert. Fügen Sie ihn jetzt in Ihre Website ein.",
  copyFallback: "Kopieren ging nicht automatisch. Der Code ist markiert: Drücken Sie Strg+C (Mac: Cmd+C).",
  preview: "Vorschau Ihres Widgets",
  opensInNewTab: "(öffnet in einem neuen Tab)",
  testBookingHint:
    "Testbuchungen sind echte Reservierungen. Sie können sie danach im Kalender oder in der Reservierungsliste stornieren.",
} as const;

/** The "Demo-Daten" badge's explanation (its label is `signupTexts.demoBadge`). */
export const demoDataTexts = {
  badgeHint:
    "Dieses Konto gehört zu den Beispieldaten der Demo. Namen, Reservierungen und Bestellungen sind erfunden.",
  /** In the admin's confirm dialog: what the lists know will be deleted. */
  affected: (users: number, restaurants: number) =>
    `Betroffen: ${users} ${users === 1 ? "Konto" : "Konten"} und ${restaurants} ${restaurants === 1 ? "Restaurant" : "Restaurants"}.`,
} as const;

/** The admin's dialogs and cards around account management that `adminAccountTexts` leaves out. */
export const adminAccountDialogTexts = {
  reactivateTitle: "Benutzer wieder aktivieren?",
  reactivateBody: (name: string) => `${name} kann sich danach wieder anmelden.`,
  ownAccountTitle: "Ihr Konto",
  ownRow: "Das sind Sie",
} as const;
