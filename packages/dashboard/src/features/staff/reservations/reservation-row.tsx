import { Link } from "@tanstack/react-router";
import {
  formatDate,
  type GuestHintParts,
  guestCountLabel,
  guestHintParts,
  guestHintTexts,
  type NoShowAction,
  type Reservation,
  type ReservationTimingLabelKey,
  reservationsTexts,
  type SeatingActions,
} from "@tischservice/core";
import { Button, StatusBadge } from "@tischservice/ui";
import { Check, X } from "lucide-react";
import { memo } from "react";
import { LazyNoShowButtons } from "../no-show/no-show-card-action.tsx";
import { LazySeatingButtons } from "../seating/seating-card-action.tsx";
import { ReservationTimingLabel } from "./reservation-timing-label.tsx";

export interface ReservationRowProps {
  reservation: Reservation;
  /** The derived label: "Abgeschlossen" or "Aktiv". */
  timing: ReservationTimingLabelKey;
  /** What core's `noShowActionAt` offers now; only "mark" and "undo" show a button here. */
  noShow?: NoShowAction | null;
  /** What core's `seatingActionsAt` offers now: the visit's steps and their undo; null for none. */
  seating?: SeatingActions | null;
  /** What the restaurant knows of the guest, shown under the name. */
  hint?: GuestHintParts | undefined;
  busy: boolean;
  onConfirm: (id: string) => void;
  onReject: (id: string) => void;
}

/** Below `sm` a button's label is for screen readers only: the row's second line has room for icons only. */
const phoneHiddenLabel = "sr-only sm:not-sr-only";

/**
 * One compact row of the long (windowed) list; fixed height so that rows can be skipped. From `sm` one
 * line; on phones two: when and who, then the status, "Abgeschlossen"/"Aktiv" and the actions as icons.
 */
export const ReservationRow = memo(function ReservationRow({
  reservation: r,
  timing,
  noShow = null,
  seating = null,
  hint,
  busy,
  onConfirm,
  onReject,
}: ReservationRowProps) {
  const hintParts = hint ? guestHintParts(hint) : [];
  return (
    <div className="flex h-full flex-col justify-center gap-1.5 border-b border-border px-3 text-sm sm:flex-row sm:items-center sm:justify-start sm:gap-3">
      <div className="flex min-w-0 items-center gap-3 sm:flex-1">
        <span className="shrink-0 tabular-nums sm:w-28">
          {formatDate(r.reservationDate)} {r.timeSlot}
        </span>
        <span className="grid min-w-0 flex-1">
          <Link
            to="/reservation/$reservationId"
            params={{ reservationId: r._id }}
            className="focus-ring w-fit max-w-full truncate rounded-sm font-medium underline-offset-2 hover:underline"
          >
            {r.customerName}
          </Link>
          {hintParts.length > 0 ? (
            <span data-slot="guest-hint" className="truncate text-xs text-muted-foreground">
              <span className="sr-only">{guestHintTexts.label}: </span>
              {hintParts.join(guestHintTexts.separator)}
            </span>
          ) : null}
        </span>
        <span className="hidden shrink-0 text-muted-foreground sm:inline">
          {guestCountLabel(r.numberOfGuests)}
        </span>
      </div>
      <div className="flex shrink-0 items-center gap-2 sm:gap-3">
        <StatusBadge status={r.status} />
        <ReservationTimingLabel timing={timing} />
        {r.status === "pending" ? (
          <span className="flex shrink-0 gap-1">
            <Button size="sm" disabled={busy} onClick={() => onConfirm(r._id)}>
              <Check aria-hidden="true" />
              <span className={phoneHiddenLabel}>{reservationsTexts.confirm}</span>
            </Button>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => onReject(r._id)}>
              <X aria-hidden="true" />
              <span className={phoneHiddenLabel}>{reservationsTexts.reject}</span>
            </Button>
          </span>
        ) : null}
        {seating ? (
          // A phone's row has room for one step forward (the next one) beside its undo.
          <LazySeatingButtons
            reservationId={r._id}
            actions={{ next: seating.next.slice(0, 1), undo: seating.undo }}
            compact
          />
        ) : null}
        {noShow === "mark" || noShow === "undo" ? (
          <LazyNoShowButtons reservation={r} action={noShow} compact />
        ) : null}
      </div>
    </div>
  );
});
