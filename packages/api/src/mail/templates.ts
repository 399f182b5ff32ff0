import { DEMO_DURATION_MINUTES } from "@tischservice/core/rules";
import { mailTexts, signupMailTexts } from "@tischservice/core/texts";
import type { OutboxMail } from "../db/schema/index.ts";
import { renderMail } from "./layout.ts";

const { lines } = mailTexts;

export function passwordResetMail(to: string, name: string, resetUrl: string): OutboxMail {
  return renderMail({
    to,
    subject: mailTexts.passwordReset.subject,
    paragraphs: [
      signupMailTexts.greeting(name),
      mailTexts.passwordReset.intro,
      mailTexts.passwordReset.ignore,
    ],
    action: { label: mailTexts.passwordReset.action, url: resetUrl },
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
    subject: mailTexts.demoRequest.salesSubject(request.restaurantName),
    paragraphs: [
      mailTexts.demoRequest.salesIntro,
      [
        lines.name(`${request.firstName} ${request.lastName}`),
        lines.email(request.email),
        lines.phone(request.phone || lines.none),
        lines.restaurant(request.restaurantName || lines.none),
      ].join("\n"),
      mailTexts.demoRequest.salesMessage(request.message || lines.none),
      mailTexts.demoRequest.salesReplyPromise,
    ],
  });
}

export function demoRequestConfirmationMail(request: DemoRequestDetails): OutboxMail {
  return renderMail({
    to: request.email,
    subject: mailTexts.demoRequest.confirmationSubject,
    paragraphs: [
      signupMailTexts.greeting(`${request.firstName} ${request.lastName}`),
      mailTexts.demoRequest.confirmationThanks,
      mailTexts.demoRequest.confirmationDuration(DEMO_DURATION_MINUTES),
    ],
  });
}

export function welcomeSubuserMail(to: string, loginUsername: string, restaurantName: string): OutboxMail {
  return renderMail({
    to,
    subject: mailTexts.subUserWelcome.subject,
    paragraphs: [mailTexts.subUserWelcome.body(restaurantName, loginUsername)],
  });
}
