import {
  availableTimesInWindow,
  canBookOnline,
  computeDaySlots,
  enquiryErrorCodes,
  enquiryTexts,
  generalErrorCodes,
  isClosedDay,
  type WaitlistEntry,
  type WaitlistRequest,
  waitlistErrorCodes,
  waitlistTexts,
  waitlistWindowPassed,
  wireDateOfInstant,
} from "@tischservice/core";
import type { Restaurant } from "../auth/access.ts";
import { hashToken, randomToken } from "../auth/tokens.ts";
import { loadDayInputs } from "../availability/day-inputs.ts";
import { requireOnlineDay } from "../availability/online-limits.ts";
import { waitlistEntries } from "../db/schema/index.ts";
import { badRequest, conflict } from "../lib/errors.ts";
import { publishChange } from "../lib/notify.ts";
import type { AppDeps } from "../lib/types.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { guestLinkUrl } from "../table-requests/load-request.ts";
import { toWaitlistDto } from "./waitlist-dto.ts";
import { waitlistReceivedMail } from "./waitlist-mails.ts";

const refuse = (path: string, message: string) =>
  badRequest(message, { code: generalErrorCodes.validation, errors: [{ path, message }] });

/**
 * Puts a party on the waitlist. Refused in German and nothing stored: a window whose end is not
 * after its start, a past window, a closed day (400), a party above the online limit (409
 * `enquiry_required`) and a window in which a slot can still be booked by the public channel's rules
 * (409 `slots_available` with the times). Otherwise stored `waiting`, the receipt with the link to the
 * entry queued and the live event announced, in one transaction.
 */
export async function createWaitlistEntry(
  deps: AppDeps,
  restaurant: Restaurant,
  request: Omit<WaitlistRequest, "website">,
  /** False leaves the guest's receipt out (the address has had its receipts for the day). */
  mailReceipt = true,
): Promise<WaitlistEntry> {
  const at = deps.now();
  if (request.from > request.to) throw refuse("to", waitlistTexts.windowInvalid);
  const today = wireDateOfInstant(at, restaurant.timeZone) ?? "";
  if (request.date < today) throw refuse("date", waitlistTexts.windowPast);
  if (waitlistWindowPassed(request.date, request.to, at, restaurant.timeZone)) {
    throw refuse("to", waitlistTexts.windowPast);
  }
  const token = randomToken();
  const dto = await deps.db.transaction(async (tx) => {
    const inputs = await loadDayInputs(tx, restaurant, request.date);
    if (!canBookOnline(request.numberOfGuests, inputs.maxOnlinePartySize)) {
      throw conflict(enquiryTexts.partyNeedsEnquiry(inputs.maxOnlinePartySize), {
        code: enquiryErrorCodes.enquiryRequired,
        maxOnlinePartySize: inputs.maxOnlinePartySize,
      });
    }
    if (isClosedDay(request.date, inputs.openingHours, inputs.specialHours)) {
      throw refuse("date", waitlistTexts.dayClosed);
    }
    requireOnlineDay(restaurant, inputs.limits, request.date, at);
    const day = computeDaySlots({
      date: request.date,
      openingHours: inputs.openingHours,
      specialHours: inputs.specialHours,
      tables: inputs.tables,
      reservations: [],
      occupancy: inputs.occupancy,
      partySize: request.numberOfGuests,
      now: at,
      channel: "public",
      stayDurations: inputs.stayDurations,
      slotInterval: inputs.slotInterval,
      leadTimeMinutes: inputs.leadTimeMinutes,
      timeZone: restaurant.timeZone,
      limits: inputs.limits,
    });
    const times = availableTimesInWindow(day.slots, request.from, request.to);
    if (times.length > 0) {
      throw conflict(waitlistTexts.slotsAvailable, { code: waitlistErrorCodes.slotsAvailable, times });
    }
    const [row] = await tx
      .insert(waitlistEntries)
      .values({
        restaurantId: restaurant.id,
        customerName: request.customerName,
        customerEmail: request.customerEmail,
        customerPhone: request.customerPhone ?? "",
        numberOfGuests: request.numberOfGuests,
        date: request.date,
        from: request.from,
        to: request.to,
        language: request.language ?? "de",
        tokenHash: hashToken(token),
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (!row) throw new Error("waitlist entry not inserted");
    const entry = toWaitlistDto(row, null, new Map());
    const receipt = waitlistReceivedMail(
      entry,
      restaurant,
      guestLinkUrl(deps.publicOrigin, "waitlist", row.id, token),
    );
    if (receipt && mailReceipt) await enqueueMail(tx, receipt, at, { restaurantId: restaurant.id });
    await publishChange(deps, tx, restaurant.id, "waitlist", row.id, "created");
    return entry;
  });
  deps.mailQueued();
  return dto;
}
