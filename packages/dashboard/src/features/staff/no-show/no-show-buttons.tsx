import {
  formatTime,
  type NoShowAction,
  noShowAllowedFrom,
  type Reservation,
  reservationStartInstant,
} from "@tischservice/core";
import { useTimeZone } from "../restaurant-data/queries.ts";
import { NoShowActionView } from "./no-show-action-view.tsx";
import { useNoShow } from "./use-no-show.ts";

export interface NoShowButtonsProps {
  reservation: Pick<Reservation, "_id" | "reservationDate" | "timeSlot">;
  /** What core's `noShowActionAt` offers now. */
  action: NoShowAction;
  size?: "sm" | "default";
  /** See `NoShowActionView`'s `compact`. */
  compact?: boolean;
}

/** The no-show action of one reservation, connected to the API (see `NoShowActionView`). */
export function NoShowButtons({ reservation: r, action, size = "sm", compact = false }: NoShowButtonsProps) {
  const timeZone = useTimeZone();
  const change = useNoShow();
  const start = action === "too_early" ? reservationStartInstant(r, timeZone) : null;
  return (
    <NoShowActionView
      action={action}
      {...(start ? { availableFrom: formatTime(noShowAllowedFrom(start), { timeZone }) } : {})}
      busy={change.isPending}
      onMark={() => change.mutate({ id: r._id, status: "no_show" })}
      onUndo={() => change.mutate({ id: r._id, status: "confirmed" })}
      size={size}
      compact={compact}
    />
  );
}
