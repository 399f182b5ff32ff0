import {
  ENQUIRY_PARTY_MAX,
  type EnquiryRequest,
  enquiryErrorCodes,
  enquiryPartyRefusal,
  enquiryTexts,
  formatSlotDate,
} from "@tischservice/core";
import { requireOnlineDay } from "../availability/online-limits.ts";
import { conflict } from "../lib/errors.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { enqueuePush } from "../push/outbox.ts";
import { noticeAddress } from "../restaurants/owner-standing.ts";
import {
  type CreateTableRequest,
  refuseClosedDay,
  refuseField,
  refusePastDay,
  storeTableRequest,
} from "../table-requests/create-request.ts";
import { type EnquiryDto, toEnquiryDto } from "./enquiry-dto.ts";
import { enquiryNoticeMail, enquiryReceivedMail } from "./enquiry-mails.ts";

/**
 * Takes a large group's enquiry: a party the restaurant books online is sent to the slots (409),
 * above 30 or for a past or closed day it is refused (400); otherwise it is stored "open" and, in the same
 * transaction, the guest's receipt, the restaurant's mail and push and the live event are queued.
 */
export const createEnquiry: CreateTableRequest<EnquiryRequest, EnquiryDto> = async (
  deps,
  restaurant,
  request,
  mailReceipt = true,
) => {
  const at = deps.now();
  return storeTableRequest(
    deps,
    restaurant,
    "enquiry",
    { ...request, date: request.reservationDate, at, mailReceipt },
    {
      check(_tx, inputs) {
        const refusal = enquiryPartyRefusal(request.numberOfGuests, inputs.maxOnlinePartySize);
        if (refusal === "bookable") {
          throw conflict(enquiryTexts.partyCanBookOnline(inputs.maxOnlinePartySize), {
            code: enquiryErrorCodes.bookOnline,
            maxOnlinePartySize: inputs.maxOnlinePartySize,
          });
        }
        if (refusal === "tooLarge") {
          throw refuseField("numberOfGuests", enquiryTexts.partyTooLarge(ENQUIRY_PARTY_MAX));
        }
        refusePastDay(restaurant, at, request.reservationDate, "reservationDate", enquiryTexts.datePast);
        refuseClosedDay(inputs, request.reservationDate, "reservationDate", enquiryTexts.dayClosed);
        // The horizon holds for enquiries too; the same-day cut-off does not (staff answer them by hand).
        requireOnlineDay(restaurant, inputs.limits, request.reservationDate, at, { sameDay: false });
      },
      columns: {
        reservationDate: request.reservationDate,
        timeSlot: request.timeSlot,
        message: request.message ?? "",
      },
      toDto: toEnquiryDto,
      receipt: (enquiry, url) => enquiryReceivedMail(enquiry, restaurant, url, enquiry.language),
      async notifyRestaurant(tx, inputs, enquiry) {
        const about = { restaurantId: restaurant.id };
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
              tag: `enquiry-${enquiry._id}`,
            },
          },
          at,
        );
      },
    },
  );
};
