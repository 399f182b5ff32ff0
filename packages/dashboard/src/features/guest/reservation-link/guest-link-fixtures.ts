import type { FakeResponse } from "../../../test/fake-api.ts";
import { reservation } from "../../../test/fixtures.ts";

/** The tests' token of the guest's mail link (43 characters, as the API makes them). */
export const guestToken = "t".repeat(43);

/**
 * Test data: the fake API's answer to the guest's link (`GET /api/reservations/res-g/guest`): the confirmed
 * booking res-g at Trattoria Demo with the given fields, and what the guest may do with it (cancel, not
 * erase, unless `view` says otherwise).
 */
export function guestReservationResponse(
  fields: Record<string, unknown> = {},
  view: object = {},
): FakeResponse {
  return {
    body: {
      success: true,
      data: {
        ...reservation({ _id: "res-g", status: "confirmed", ...fields }),
        restaurant: { name: "Trattoria Demo" },
        canCancel: true,
        canEraseData: false,
        ...view,
      },
    },
  };
}
