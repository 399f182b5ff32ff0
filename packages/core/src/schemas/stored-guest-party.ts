import * as z from "zod";

/**
 * The guest and the party of a reservation, an enquiry or a waitlist entry as stored and answered: the
 * name, the contact (each "" when not given) and the party size.
 */
export const storedGuestPartyFields = {
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string(),
  numberOfGuests: z.number().int(),
};
