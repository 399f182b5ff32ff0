import {
  guestCountLabel,
  reservationStatusTone,
  reservationsTexts,
  reservationTablesLabel,
} from "@tischservice/core/texts";
import {
  Check,
  CheckCheck,
  Clock,
  Globe,
  Hash,
  Mail,
  MessageSquareText,
  Phone,
  Users,
  UtensilsCrossed,
  X,
} from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Button } from "../components/button.tsx";
import { cn } from "../lib/cn.ts";
import { ReservationCancelButton } from "./reservation-cancel-button.tsx";
import { StatusBadge, statusMarkerClass } from "./status-badge.tsx";

export interface ReservationCardData {
  customerName: string;
  /** The booking reference the guest quotes on the phone (`K7M2QX`). */
  reference?: string;
  /** `HH:MM` */
  timeSlot: string;
  /** Already formatted date, e.g. "Di., 14.05." (optional; the day list shows it in its heading). */
  dateLabel?: string;
  guests: number;
  /** Table names; a combination shows "Tische 3 + 4". */
  tables?: readonly string[];
  email?: string;
  phone?: string;
  specialRequests?: string;
  status: string;
  /** Already formatted, e.g. "Vom Gast bestätigt am 11.06.2026 um 20:30 Uhr" (the reminder's answer). */
  guestConfirmedLabel?: string;
  /** Already formatted, e.g. "Gebucht über Google": for a booking that came another way than usual. */
  channelLabel?: string;
}

export interface ReservationCardProps extends Omit<ComponentProps<"article">, "children"> {
  reservation: ReservationCardData;
  /** Pending only: "Bestätigen". */
  onConfirm?: () => void;
  /** Pending only: "Ablehnen". */
  onReject?: () => void;
  /** Pending or confirmed: "Stornieren", called only once the user has confirmed the cancel question. */
  onCancel?: () => void;
  /** Disables the actions while a status change is on its way. */
  busy?: boolean;
  /** Extra actions after the built-in ones. */
  actions?: ReactNode;
  /** What the restaurant knows of the guest ("Stammgast · 7. Besuch · Nussallergie"), under the header. */
  guestHint?: ReactNode;
}

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-start gap-2 [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0 [&>svg]:text-muted-foreground">
      {icon}
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}

/** One reservation with its details, status and the actions its status allows. */
export function ReservationCard({
  reservation: r,
  onConfirm,
  onReject,
  onCancel,
  busy = false,
  actions,
  guestHint,
  className,
  ...props
}: ReservationCardProps) {
  const tone = reservationStatusTone(r.status);
  const pending = tone === "pending";
  const cancellable = pending || tone === "confirmed";
  const showActions = (pending && (onConfirm || onReject)) || (cancellable && onCancel) || actions;
  return (
    <article
      data-slot="reservation-card"
      data-tone={tone}
      aria-label={`${r.customerName}, ${r.timeSlot}`}
      className={cn(
        "relative grid gap-3 overflow-hidden rounded-xl border border-border bg-card p-4 ps-5 text-card-foreground shadow-sm",
        className,
      )}
      {...props}
    >
      <span aria-hidden="true" className={cn("absolute inset-y-0 start-0 w-1.5", statusMarkerClass[tone])} />
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-base font-semibold break-words">{r.customerName}</h3>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <Clock aria-hidden="true" className="size-4" />
            <span className="tabular-nums">{r.dateLabel ? `${r.dateLabel}, ${r.timeSlot}` : r.timeSlot}</span>
          </p>
        </div>
        <StatusBadge status={r.status} />
      </header>
      {guestHint}
      <ul className="m-0 grid list-none gap-1.5 p-0 text-sm">
        <Line icon={<Users aria-hidden="true" />}>{guestCountLabel(r.guests)}</Line>
        <Line icon={<UtensilsCrossed aria-hidden="true" />}>{reservationTablesLabel(r.tables ?? [])}</Line>
        {r.email ? (
          <Line icon={<Mail aria-hidden="true" />}>
            <a
              className="focus-ring rounded-sm underline-offset-2 hover:underline"
              href={`mailto:${r.email}`}
            >
              {r.email}
            </a>
          </Line>
        ) : null}
        {r.phone ? (
          <Line icon={<Phone aria-hidden="true" />}>
            <a className="focus-ring rounded-sm underline-offset-2 hover:underline" href={`tel:${r.phone}`}>
              {r.phone}
            </a>
          </Line>
        ) : null}
        {r.specialRequests ? (
          <Line icon={<MessageSquareText aria-hidden="true" />}>
            <span className="sr-only">{reservationsTexts.specialRequestsLabel}: </span>
            {r.specialRequests}
          </Line>
        ) : null}
        {r.reference ? (
          <Line icon={<Hash aria-hidden="true" />}>
            <span className="sr-only">{reservationsTexts.referenceLabel}: </span>
            <span className="font-mono tracking-wider">{r.reference}</span>
          </Line>
        ) : null}
        {r.guestConfirmedLabel ? (
          <Line icon={<CheckCheck aria-hidden="true" className="text-primary" />}>
            {r.guestConfirmedLabel}
          </Line>
        ) : null}
        {r.channelLabel ? <Line icon={<Globe aria-hidden="true" />}>{r.channelLabel}</Line> : null}
      </ul>
      {showActions ? (
        <footer className="flex flex-wrap gap-2">
          {pending && onConfirm ? (
            <Button size="sm" onClick={onConfirm} disabled={busy}>
              <Check aria-hidden="true" />
              {reservationsTexts.confirm}
            </Button>
          ) : null}
          {pending && onReject ? (
            <Button size="sm" variant="outline" onClick={onReject} disabled={busy}>
              <X aria-hidden="true" />
              {reservationsTexts.reject}
            </Button>
          ) : null}
          {cancellable && onCancel ? <ReservationCancelButton onCancel={onCancel} disabled={busy} /> : null}
          {actions}
        </footer>
      ) : null}
    </article>
  );
}
