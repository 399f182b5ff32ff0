import { type GuestDataExport, guestDataTexts, signupMailTexts } from "@tischservice/core";
import type { OutboxMail } from "../db/schema/index.ts";
import { type MailRestaurant, renderMail } from "../mail/layout.ts";

/** The guest's own export (asked for through their link), sent to the reservation's address with the JSON attached. */
export function guestExportMail(
  to: string,
  customerName: string,
  restaurant: MailRestaurant,
  data: GuestDataExport,
): OutboxMail {
  return {
    ...renderMail({
      to,
      restaurant,
      subject: guestDataTexts.exportMailSubject(restaurant.name),
      paragraphs: [
        signupMailTexts.greeting(customerName),
        guestDataTexts.exportMailText(restaurant.name, data.reservations.length),
        guestDataTexts.exportMailIgnore,
      ],
    }),
    attachments: [
      {
        filename: `gastdaten-${data.exportedAt.slice(0, 10)}.json`,
        content: JSON.stringify(data, null, 2),
        contentType: "application/json",
      },
    ],
  };
}
