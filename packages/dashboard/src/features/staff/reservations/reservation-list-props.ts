import type { Reservation } from "@tischservice/core";
import type { GuestHints } from "../../../api/guest-hints.ts";

/** What both forms of the list (cards, windowed rows) show and do. */
export interface ReservationListProps {
  reservations: readonly Reservation[];
  busyId: string | null;
  onConfirm: (id: string) => void;
  onReject: (id: string) => void;
  /** What the restaurant knows of each guest, by reservation id. */
  guestHints?: GuestHints | undefined;
  /** Whether the server has further pages; `onLoadMore` asks for the next one. */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
}
