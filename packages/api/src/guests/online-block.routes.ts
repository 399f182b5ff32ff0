import { ErrorSchema, jsonContent } from "../http/create-router.ts";

/** The 403 of an online channel (widget, customer booking, waitlist, enquiry), for the OpenAPI document. */
export const onlineBlockedResponse = {
  403: jsonContent(
    ErrorSchema,
    "Online-Reservierung für diesen Gast gesperrt (code online_booking_unavailable; die Nachricht nennt die Telefonnummer des Restaurants)",
  ),
} as const;
