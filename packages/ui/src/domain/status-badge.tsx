import {
  type ReservationStatusTone,
  reservationStatusLabels,
  reservationStatusTone,
} from "@tischservice/core/texts";
import { cva } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cx as cn } from "../lib/cx.ts";

export const statusBadgeVariants = cva(
  "inline-flex w-fit shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
  {
    variants: {
      tone: {
        confirmed: "bg-status-confirmed-soft text-status-confirmed-strong",
        arrived: "bg-status-arrived-soft text-status-arrived-strong",
        seated: "bg-status-seated-soft text-status-seated-strong",
        pending: "bg-status-pending-soft text-status-pending-strong",
        cancelled: "bg-status-cancelled-soft text-status-cancelled-strong",
        no_show: "bg-status-declined-soft text-status-declined-strong",
        completed: "bg-status-completed-soft text-status-completed-strong",
        declined: "bg-status-declined-soft text-status-declined-strong",
      },
    },
    defaultVariants: { tone: "pending" },
  },
);

/** Solid marker colour of each tone (calendar dots, the card's left border). */
export const statusMarkerClass: Record<ReservationStatusTone, string> = {
  confirmed: "bg-status-confirmed",
  arrived: "bg-status-arrived",
  seated: "bg-status-seated",
  pending: "bg-status-pending",
  cancelled: "bg-status-cancelled",
  no_show: "bg-status-declined",
  completed: "bg-status-completed",
  declined: "bg-status-declined",
};

export interface StatusBadgeProps extends Omit<ComponentProps<"span">, "children"> {
  /**
   * The stored status (`pending`, `confirmed`, `arrived`, `seated`, `completed`, `cancelled`/`canceled`,
   * `no_show`, anything else = declined).
   */
  status: string | null | undefined;
  /** Overrides the German label from core's catalogue. */
  label?: string;
}

/**
 * A reservation's status: Ausstehend (orange), Bestätigt (gold), Angekommen (blue), Platziert (green),
 * Abgeschlossen (grey), Storniert (red), Nicht erschienen (red), any other value Abgelehnt (red). The colour is never the only signal: the word is
 * always shown.
 */
export function StatusBadge({ status, label, className, ...props }: StatusBadgeProps) {
  const tone = reservationStatusTone(status);
  return (
    <span
      data-slot="status-badge"
      data-tone={tone}
      className={cn(statusBadgeVariants({ tone }), className)}
      {...props}
    >
      <span aria-hidden="true" className={cn("size-1.5 rounded-full", statusMarkerClass[tone])} />
      {label ?? reservationStatusLabels[tone]}
    </span>
  );
}
