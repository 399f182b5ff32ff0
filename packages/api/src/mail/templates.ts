import { DEMO_DURATION_MINUTES } from "@tischservice/core/rules";
import type { OutboxMail } from "../db/schema/index.ts";
import { renderMail } from "./layout.ts";

export function passwordResetMail(to: string, name: string, resetUrl: string): OutboxMail {
  return renderMail({
    to,
    subject: "Ihr Link zum Zurücksetzen des Passworts",
    paragraphs: [
      `Hallo ${name},`,
      "Sie haben angefordert, das Passwort Ihres Tischservice-Kontos zurückzusetzen. Der Link ist eine Stunde lang gültig und kann nur einmal verwendet werden. Ein neuer Link macht ältere ungültig.",
      "Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail einfach; Ihr Passwort bleibt unverändert.",
    ],
    action: { label: "Neues Passwort festlegen", url: resetUrl },
  });
}

export interface DemoRequestDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  restaurantName: string;
  message: string;
}

export function demoRequestSalesMail(to: string, request: DemoRequestDetails): OutboxMail {
  return renderMail({
    to,
    replyTo: request.email,
    subject: `Neue Demo-Anfrage${request.restaurantName ? ` – ${request.restaurantName}` : ""}`,
    paragraphs: [
      "Es ist eine neue Demo-Anfrage eingegangen.",
      [
        `Name: ${request.firstName} ${request.lastName}`,
        `E-Mail: ${request.email}`,
        `Telefon: ${request.phone || "–"}`,
        `Restaurant: ${request.restaurantName || "–"}`,
      ].join("\n"),
      `Nachricht:\n${request.message || "–"}`,
      "Bitte melden Sie sich innerhalb von 24 Stunden.",
    ],
  });
}

export function demoRequestConfirmationMail(request: DemoRequestDetails): OutboxMail {
  return renderMail({
    to: request.email,
    subject: "Ihre Demo-Anfrage bei Tischservice",
    paragraphs: [
      `Hallo ${request.firstName} ${request.lastName},`,
      "vielen Dank für Ihr Interesse an Tischservice! Wir haben Ihre Demo-Anfrage erhalten und melden uns innerhalb von 24 Stunden bei Ihnen, um einen Termin zu vereinbaren.",
      `Die Demo dauert etwa ${DEMO_DURATION_MINUTES} Minuten. Wir zeigen Ihnen Online-Reservierungen, die Tischplanung und die Auswertungen – ganz unverbindlich.`,
    ],
  });
}

export function welcomeSubuserMail(to: string, loginUsername: string, restaurantName: string): OutboxMail {
  return renderMail({
    to,
    subject: "Ihr Zugang als Unterbenutzer",
    paragraphs: [`Für ${restaurantName} wurde der Unterbenutzer ${loginUsername} angelegt.`],
  });
}
