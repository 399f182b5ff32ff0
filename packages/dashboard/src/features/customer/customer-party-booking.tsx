import { useQuery, useQueryClient } from "@tanstack/react-query";
import { BookingWidget } from "@tischservice/booking-widget";
import { enquiryGuestTexts, enquiryTexts, GUEST_PICKER_DEFAULT, wireDateOfInstant } from "@tischservice/core";
import { Banner, GuestCountPicker } from "@tischservice/ui";
import { useState } from "react";
import { ApiError } from "../../api/http.ts";
import { useNow } from "../../lib/clock.tsx";
import {
  bookOnlineAnswerOf,
  type EnquiryBody,
  enquiryFieldErrorsOf,
  fetchOnlinePartyLimit,
  onlinePartyLimitKey,
  sendEnquiry,
} from "./enquiry-api.ts";
import { EnquiryForm, type EnquirySendResult } from "./enquiry-form.tsx";

export interface CustomerPartyBookingProps {
  restaurantId: string;
  /** Origin of the API the widget talks to (this app's own). */
  apiBase: string;
  onBooked: () => void;
  /** The signed-in account, to fill in the enquiry. */
  contact: { name: string; email: string };
}

/**
 * The party size first: up to the restaurant's `maxOnlinePartySize` the booking widget (its slots), above it
 * "Anfrage senden" (issue 20). A refusal `book_online` (the limit was raised meanwhile) leads back to the slots.
 */
export function CustomerPartyBooking({
  restaurantId,
  apiBase,
  onBooked,
  contact,
}: CustomerPartyBookingProps) {
  const queryClient = useQueryClient();
  const now = useNow();
  const [guests, setGuests] = useState(GUEST_PICKER_DEFAULT);
  const [sent, setSent] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const limit = useQuery({
    queryKey: onlinePartyLimitKey(restaurantId),
    queryFn: () => fetchOnlinePartyLimit(restaurantId),
  });
  const max = limit.data?.maxOnlinePartySize ?? null;
  // Without the limit the widget decides: the server answers slots above it with its own message.
  const enquiry = max !== null && guests > max;

  const choose = (next: number) => {
    setGuests(next);
    setSent(false);
    setNotice(null);
  };

  const submit = async (body: EnquiryBody): Promise<EnquirySendResult> => {
    try {
      await sendEnquiry(restaurantId, body);
      setSent(true);
      return { ok: true };
    } catch (error) {
      const bookOnline = bookOnlineAnswerOf(error);
      if (bookOnline) {
        if (bookOnline.max !== null)
          queryClient.setQueryData(onlinePartyLimitKey(restaurantId), {
            maxOnlinePartySize: bookOnline.max,
            timeZone: limit.data?.timeZone,
          });
        else void queryClient.invalidateQueries({ queryKey: onlinePartyLimitKey(restaurantId) });
        setNotice(bookOnline.message || null);
        return { ok: true };
      }
      return {
        ok: false,
        message:
          error instanceof ApiError
            ? (error.serverMessage ?? enquiryGuestTexts.sendFailed)
            : enquiryGuestTexts.sendFailed,
        fieldErrors: enquiryFieldErrorsOf(error),
      };
    }
  };

  return (
    <div className="grid max-w-xl gap-4">
      <GuestCountPicker value={guests} onValueChange={choose} />
      {limit.isError ? <Banner tone="warning">{enquiryGuestTexts.limitUnknown}</Banner> : null}
      {notice ? <Banner tone="info">{notice}</Banner> : null}
      {enquiry && max !== null ? (
        sent ? (
          <Banner tone="success">{enquiryTexts.received}</Banner>
        ) : (
          <>
            <Banner tone="info">{enquiryTexts.partyNeedsEnquiry(max)}</Banner>
            <EnquiryForm
              guests={guests}
              defaultName={contact.name}
              defaultEmail={contact.email}
              minDate={wireDateOfInstant(now, limit.data?.timeZone) ?? ""}
              onSubmit={submit}
            />
          </>
        )
      ) : (
        <BookingWidget
          key={restaurantId}
          restaurantId={restaurantId}
          apiBase={apiBase}
          lang="de"
          guests={guests}
          onBooked={onBooked}
        />
      )}
    </div>
  );
}
