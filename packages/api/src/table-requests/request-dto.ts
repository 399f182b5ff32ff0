import type { EnquiryRow, WaitlistEntryRow } from "../db/schema/index.ts";

/** The fields both kinds answer first, in this order: the request's ids, its state and the guest. */
export function requestHeadDto<Row extends EnquiryRow | WaitlistEntryRow>(row: Row) {
  return {
    _id: row.id,
    restaurantId: row.restaurantId,
    status: row.status as Row["status"],
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    numberOfGuests: row.numberOfGuests,
  };
}
