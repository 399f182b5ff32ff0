import { guestKeyOf, guestPhoneKey } from "@tischservice/core";

/** A reservation's contact as it is written. */
export interface ReservationContact {
  customerEmail?: string | undefined;
  customerPhone?: string | undefined;
}

/**
 * The values to write with a reservation's address and phone: the contact itself plus its guest key and
 * phone form from core's rules (`guestKeyOf`, `guestPhoneKey`). Every insert or update of a reservation's
 * contact goes through here, so the guest book's columns always say what core would compute.
 */
export function reservationContact<T extends ReservationContact>(
  values: T,
): T & { guestKey: string; guestPhone: string } {
  return {
    ...values,
    guestKey: guestKeyOf(values),
    guestPhone: guestPhoneKey(values.customerPhone ?? ""),
  };
}
