import {
  formatDate,
  formatLongDate,
  formatTime,
  guestCountLabel,
  type Reservation,
  reminderTexts,
  reservationTablesLabel,
} from "@tischservice/core";
import { StatusBadge } from "@tischservice/ui";
import type { ReactNode } from "react";
import { dashboardTexts } from "../../texts.ts";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="m-0 break-words">{children}</dd>
    </div>
  );
}

/** Every field of a reservation; staff also see the contact details and the history. */
export function ReservationDetails({
  reservation: r,
  staff,
  restaurantName,
}: {
  reservation: Reservation;
  staff: boolean;
  restaurantName?: string | null;
}) {
  return (
    <dl className="m-0 grid gap-3">
      {restaurantName ? <Row label={dashboardTexts.fieldRestaurant}>{restaurantName}</Row> : null}
      <Row label={dashboardTexts.fieldDate}>{formatLongDate(r.reservationDate)}</Row>
      <Row label={dashboardTexts.fieldTime}>{r.timeSlot}</Row>
      <Row label={dashboardTexts.fieldGuests}>{guestCountLabel(r.numberOfGuests)}</Row>
      <Row label={dashboardTexts.fieldStatus}>
        <StatusBadge status={r.status} />
      </Row>
      {r.guestConfirmedAt ? (
        <Row label={reminderTexts.dashboard.answerLabel}>
          {reminderTexts.dashboard.guestConfirmedAt(
            formatDate(r.guestConfirmedAt),
            formatTime(r.guestConfirmedAt),
          )}
        </Row>
      ) : null}
      <Row label={dashboardTexts.fieldTables}>{reservationTablesLabel(r.tableNumbers)}</Row>
      {staff && r.customerEmail ? <Row label={dashboardTexts.fieldEmail}>{r.customerEmail}</Row> : null}
      {staff && r.customerPhone ? <Row label={dashboardTexts.fieldPhone}>{r.customerPhone}</Row> : null}
      {r.specialRequests ? <Row label={dashboardTexts.fieldRequests}>{r.specialRequests}</Row> : null}
    </dl>
  );
}
