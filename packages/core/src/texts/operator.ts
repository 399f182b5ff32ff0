import { STRONG_PASSWORD_MIN_LENGTH } from "../rules/constants.ts";

const quotedList = (names: readonly string[]) => names.map((name) => `„${name}“`).join(", ");

/**
 * What the operator reads: the server's start-up lines about demo data and the first admin, and the
 * command line `pnpm tischservice`.
 */
export const operatorTexts = {
  seedDone: "Demo-Daten angelegt.",
  seedRefused:
    "Demo-Daten nicht angelegt: Die Datenbank enthält bereits eigene Benutzerkonten; sie wird nicht verändert.",
  demoAccountsHeading: "Demo-Zugänge:",
  noAdminYet:
    "Noch kein Administrator: Legen Sie den ersten mit „pnpm tischservice create-admin --email <Adresse> --name <Name>“ an.",

  cliTitle: "Tischservice – Befehle für den Betrieb",
  cliUsage: "Aufruf: pnpm tischservice <Befehl> [Optionen]",
  cliCommandsHeading: "Befehle:",
  cliFooter:
    "Jeder Befehl hat --help. Datenbank: DATABASE_URL, sonst die eingebettete in DATA_DIR (ausstehende Migrationen laufen zuerst).",
  cliMissingCommand: "Bitte geben Sie einen Befehl an.",
  cliUnknownCommand: (name: string) => `Unbekannter Befehl „${name}“.`,
  cliUnknownOption: (option: string) => `Unbekannte Option „${option}“.`,
  cliMissingValue: (option: string) => `Die Option „${option}“ braucht einen Wert.`,
  cliRepeatedOption: (option: string) => `Die Option „${option}“ ist mehrfach angegeben.`,
  cliUnexpectedArgument: (value: string) => `Unerwartetes Argument „${value}“.`,
  cliEnvInvalid: (detail: string) => `Die Umgebungsvariablen sind ungültig: ${detail}`,
  cliDatabaseUnreachable: (detail: string) => `Die Datenbank ist nicht erreichbar: ${detail}`,
  cliUnexpected: (detail: string) => `Der Befehl ist fehlgeschlagen: ${detail}`,
  cliAborted: "Abgebrochen.",

  createAdminSummary: "legt einen Administrator an, der sich sofort anmelden kann",
  createAdminUsage: "Aufruf: pnpm tischservice create-admin --email <Adresse> --name <Name>",
  createAdminDescription: [
    "Legt einen bestätigten Administrator an und gibt nur seine ID aus. Gehört die Adresse einer",
    "unbestätigten Registrierung, wird dieses Konto zum Administrator (ihre Bestätigungslinks gelten nicht",
    "mehr, ein damit angelegtes Restaurant wird gelöscht); ein bestätigtes Konto behält seine Adresse.",
    "Das Passwort kommt von der Standardeingabe, wenn sie kein Terminal ist",
    '(echo "$PASSWORT" | pnpm --silent tischservice create-admin ...; der Zeilenumbruch am Ende zählt nicht),',
    `sonst wird es verdeckt abgefragt, zweimal. Mindestens ${STRONG_PASSWORD_MIN_LENGTH} Zeichen, kein verbreitetes Passwort.`,
  ].join("\n"),
  createAdminOptions: [
    "Optionen:",
    "  --email <Adresse>  E-Mail-Adresse, mit der sich der Administrator anmeldet",
    "  --name <Name>      Name, der im Dashboard erscheint",
    "  --help             zeigt diese Hilfe",
  ].join("\n"),
  createAdminExitCodes:
    "Rückgabewerte: 0 angelegt, 1 Datenbank nicht erreichbar, 2 Adresse von einem bestätigten Konto vergeben oder Passwort ungültig, 64 falscher Aufruf.",
  createAdminEmailMissing: "Bitte geben Sie die E-Mail-Adresse mit --email an.",
  createAdminNameMissing: "Bitte geben Sie den Namen mit --name an.",
  /** On stderr when the address belonged to an unconfirmed sign-up (the id still goes alone to stdout). */
  createAdminTookOver: (deletedRestaurants: readonly string[]) =>
    [
      "Die Adresse gehörte einer unbestätigten Registrierung: Dieses Konto ist jetzt der Administrator, seine Bestätigungslinks gelten nicht mehr.",
      ...(deletedRestaurants.length === 1
        ? [`Das damit angelegte Restaurant ${quotedList(deletedRestaurants)} wurde gelöscht.`]
        : deletedRestaurants.length > 1
          ? [`Die damit angelegten Restaurants ${quotedList(deletedRestaurants)} wurden gelöscht.`]
          : []),
    ].join("\n"),
  passwordPrompt: "Passwort: ",
  passwordRepeatPrompt: "Passwort wiederholen: ",
  passwordMissing: "Bitte geben Sie ein Passwort ein.",
  passwordMultiline:
    "Das Passwort darf keinen Zeilenumbruch enthalten; bitte geben Sie genau eine Zeile ein.",
} as const;
