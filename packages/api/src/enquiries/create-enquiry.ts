import {
  ENQUIRY_PARTY_MAX,
  type EnquiryRequest,
  enquiryErrorCodes,
  enquiryPartyRefusal,
  enquiryTexts,
  formatSlotDate,
  generalErrorCodes,
  isClosedDay,
  wireDateOfInstant,
} from "@tischservice/core";
import type { Restaurant } from "../auth/access.ts";
import { hashToken, randomToken } from "../auth/tokens.ts";
import { loadDayInputs } from "../availability/day-inputs.ts";
import { requireOnlineDay } from "../availability/online-limits.ts";
import { enquiries } from "../db/schema/index.ts";
import { badRequest, conflict } from "../lib/errors.ts";
import { publishChange } from "../lib/notify.ts";
import type { AppDeps } from "../lib/types.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { enqueuePush } from "../push/outbox.ts";
import { noticeAddress } from "../restaurants/owner-standing.ts";
import { guestLinkUrl } from "../table-requests/load-request.ts";
import { type EnquiryDto, toEnquiryDto } from "./enquiry-dto.ts";
import { enquiryNoticeMail, enquiryReceivedMail } from "./enquiry-mails.ts";

const refuse = (path: string, message: string) =>
  badRequest(message, { code: generalErrorCodes.validation, errors: [{ path, message }] });

/**
 * Takes a large group's enquiry: a party the restaurant books online is sent to the slots (409),
 * above 30 or for a past or closed day it is refused (400); otherwise it is stored "open" and, in the same
 * transaction, the guest's receipt, the restaurant's mail and push and the live event are queued.
 */
export async function createEnquiry(
  deps: AppDeps,
  restaurant: Restaurant,
  request: Omit<EnquiryRequest, "website">,
  /** False leaves the guest's receipt out (the address has had its receipts for the day). */
  mailReceipt = true,
): Promise<EnquiryDto> {
  const at = deps.now();
  const token = randomToken();
  const dto = await deps.db.transaction(async (tx) => {
    const inputs = await loadDayInputs(tx, restaurant, request.reservationDate);
    const refusal = enquiryPartyRefusal(request.numberOfGuests, inputs.maxOnlinePartySize);
    if (refusal === "bookable") {
      throw conflict(enquiryTexts.partyCanBookOnline(inputs.maxOnlinePartySize), {
        code: enquiryErrorCodes.bookOnline,
        maxOnlinePartySize: inputs.maxOnlinePartySize,
      });
    }
    if (refusal === "tooLarge") throw refuse("numberOfGuests", enquiryTexts.partyTooLarge(ENQUIRY_PARTY_MAX));
    const today = wireDateOfInstant(at, restaurant.timeZone) ?? "";
    if (request.reservationDate < today) throw refuse("reservationDate", enquiryTexts.datePast);
    if (isClosedDay(request.reservationDate, inputs.openingHours, inputs.specialHours)) {
      throw refuse("reservationDate", enquiryTexts.dayClosed);
    }
    // The horizon holds for enquiries too; the same-day cut-off does not (staff answer them by hand).
    requireOnlineDay(restaurant, inputs.limits, request.reservationDate, at, { sameDay: false });
    const [row] = await tx
      .insert(enquiries)
      .values({
        restaurantId: restaurant.id,
        customerName: request.customerName,
        customerEmail: request.customerEmail,
        customerPhone: request.customerPhone ?? "",
        numberOfGuests: request.numberOfGuests,
        reservationDate: request.reservationDate,
        timeSlot: request.timeSlot,
        message: request.message ?? "",
        language: request.language ?? "de",
        viewTokenHash: hashToken(token),
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (!row) throw new Error("enquiry not inserted");
    const enquiry = toEnquiryDto(row);
    const about = { restaurantId: restaurant.id };
    const receipt = enquiryReceivedMail(
      enquiry,
      restaurant,
      guestLinkUrl(deps.publicOrigin, "enquiry", row.id, token),
      row.language,
    );
    if (receipt && mailReceipt) await enqueueMail(tx, receipt, at, about);
    const noticeTo = inputs.emailNotificationsEnabled ? await noticeAddress(tx, restaurant) : null;
    if (noticeTo) {
      await enqueueMail(
        tx,
        enquiryNoticeMail(noticeTo, enquiry, `${deps.publicOrigin}/app/reservations#anfragen`),
        at,
        about,
      );
    }
    await enqueuePush(
      tx,
      {
        restaurantId: restaurant.id,
        message: {
          title: enquiryTexts.pushTitle,
          body: enquiryTexts.pushBody(
            enquiry.customerName,
            enquiry.numberOfGuests,
            formatSlotDate(enquiry.reservationDate).formatted,
            enquiry.timeSlot,
          ),
          url: "/app/reservations#anfragen",
          tag: `enquiry-${row.id}`,
        },
      },
      at,
    );
    await publishChange(deps, tx, restaurant.id, "enquiries", row.id, "created");
    return enquiry;
  });
  deps.mailQueued();
  return dto;
}
