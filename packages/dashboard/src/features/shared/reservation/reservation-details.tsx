import {
  DEFAULT_RESTAURANT_TIME_ZONE,
  formatGuestDate,
  formatGuestLongDate,
  formatTime,
  type Reservation,
  reservationEditTexts,
  reservationGuestTexts,
  reservationSourceLabels,
  reservationStatusTone,
  reservationsTexts,
  telHref,
} from "@tischservice/core";
import { StatusBadge } from "@tischservice/ui";
import type { ReactNode } from "react";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="m-0 break-words">{children}</dd>
    </div>
  );
}

/** The guest's number as a tap-to-call link (staff on the phone call the guest straight from the page). */
function PhoneLink({ phone }: { phone: string }) {
  const href = telHref(phone);
  if (!href) return <>{phone}</>;
  return (
    <a
      href={href}
      aria-label={reservationEditTexts.callGuest(phone)}
      className="focus-ring rounded-sm font-medium text-primary-strong underline underline-offset-2"
    >
      {phone}
    </a>
  );
}

/**
 * Every field of a reservation; staff also see the contact details. The guest's page shows it in the
 * booking's language (staff always read German).
 */
export function ReservationDetails({
  reservation: r,
  staff,
  restaurantName,
}: {
  reservation: Reservation;
  staff: boolean;
  restaurantName?: string | null;
}) {
  const language = staff ? "de" : (r.language ?? "de");
  const texts = reservationGuestTexts[language];
  const confirmedAt = r.guestConfirmedAt;
  return (
    <dl className="m-0 grid gap-3">
      {restaurantName ? <Row label={texts.fields.restaurant}>{restaurantName}</Row> : null}
      {r.reference ? (
        <Row label={texts.fields.reference}>
          <span className="font-mono font-semibold tracking-wider">{r.reference}</span>
        </Row>
      ) : null}
      <Row label={texts.fields.date}>{formatGuestLongDate(r.reservationDate, language)}</Row>
      <Row label={texts.fields.time}>{r.timeSlot}</Row>
      <Row label={texts.fields.guests}>{texts.guestCount(r.numberOfGuests)}</Row>
      <Row label={texts.fields.status}>
        <StatusBadge status={r.status} label={texts.status[reservationStatusTone(r.status)]} />
      </Row>
      {confirmedAt ? (
        <Row label={texts.fields.answer}>
          {texts.guestConfirmedAt(
            formatGuestDate(confirmedAt, language, DEFAULT_RESTAURANT_TIME_ZONE),
            formatTime(confirmedAt),
          )}
        </Row>
      ) : null}
      <Row label={texts.fields.tables}>{texts.tables(r.tableNumbers)}</Row>
      {staff && r.customerEmail ? <Row label={texts.fields.email}>{r.customerEmail}</Row> : null}
      {staff && r.customerPhone ? (
        <Row label={texts.fields.phone}>
          <PhoneLink phone={r.customerPhone} />
        </Row>
      ) : null}
      {r.specialRequests ? <Row label={texts.fields.requests}>{r.specialRequests}</Row> : null}
      {staff && r.source ? (
        <Row label={reservationsTexts.channelLabel}>{reservationSourceLabels[r.source]}</Row>
      ) : null}
    </dl>
  );
}
