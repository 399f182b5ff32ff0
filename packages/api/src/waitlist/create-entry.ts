import {
  availableTimesInWindow,
  canBookOnline,
  enquiryErrorCodes,
  enquiryTexts,
  type WaitlistEntry,
  type WaitlistRequest,
  waitlistErrorCodes,
  waitlistTexts,
  waitlistWindowPassed,
} from "@tischservice/core";
import { daySlotsOf } from "../availability/day-slots.ts";
import { requireOnlineDay } from "../availability/online-limits.ts";
import { conflict } from "../lib/errors.ts";
import {
  type CreateTableRequest,
  refuseClosedDay,
  refuseField,
  refusePastDay,
  storeTableRequest,
} from "../table-requests/create-request.ts";
import { toWaitlistDto } from "./waitlist-dto.ts";
import { waitlistReceivedMail } from "./waitlist-mails.ts";

/**
 * Puts a party on the waitlist. Refused in German and nothing stored: a window whose end is not
 * after its start, a past window, a closed day (400), a party above the online limit (409
 * `enquiry_required`) and a window in which a slot can still be booked by the public channel's rules
 * (409 `slots_available` with the times). Otherwise stored `waiting`, the receipt with the link to the
 * entry queued and the live event announced, in one transaction.
 */
export const createWaitlistEntry: CreateTableRequest<WaitlistRequest, WaitlistEntry> = async (
  deps,
  restaurant,
  request,
  mailReceipt = true,
) => {
  const at = deps.now();
  if (request.from > request.to) throw refuseField("to", waitlistTexts.windowInvalid);
  refusePastDay(restaurant, at, request.date, "date", waitlistTexts.windowPast);
  if (waitlistWindowPassed(request.date, request.to, at, restaurant.timeZone)) {
    throw refuseField("to", waitlistTexts.windowPast);
  }
  return storeTableRequest(
    deps,
    restaurant,
    "waitlist",
    { ...request, at, mailReceipt },
    {
      check(_tx, inputs) {
        if (!canBookOnline(request.numberOfGuests, inputs.maxOnlinePartySize)) {
          throw conflict(enquiryTexts.partyNeedsEnquiry(inputs.maxOnlinePartySize), {
            code: enquiryErrorCodes.enquiryRequired,
            maxOnlinePartySize: inputs.maxOnlinePartySize,
          });
        }
        refuseClosedDay(inputs, request.date, "date", waitlistTexts.dayClosed);
        requireOnlineDay(restaurant, inputs.limits, request.date, at);
        const day = daySlotsOf(inputs, request.numberOfGuests, at, "public");
        const times = availableTimesInWindow(day.slots, request.from, request.to);
        if (times.length > 0) {
          throw conflict(waitlistTexts.slotsAvailable, { code: waitlistErrorCodes.slotsAvailable, times });
        }
      },
      columns: { date: request.date, from: request.from, to: request.to },
      // A new entry has no offer yet.
      toDto: (row) => toWaitlistDto(row, null, new Map()),
      receipt: (entry, url) => waitlistReceivedMail(entry, restaurant, url),
    },
  );
};
