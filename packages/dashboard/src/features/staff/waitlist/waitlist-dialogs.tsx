import { type WaitlistEntry, waitlistHoldsAsReservations, waitlistStaffTexts } from "@tischservice/core";
import { ConfirmDialog } from "@tischservice/ui";
import { useMemo } from "react";
import { serverMessageOr } from "../../../api/http.ts";
import { TableOfferDialog } from "../table-requests/table-offer-dialog.tsx";
import { useOfferTables } from "../table-requests/use-offer-tables.ts";
import { useOfferWaitlistTable, useWaitlist } from "./use-waitlist.ts";

export interface WaitlistDialogsProps {
  kind: "offer" | "remove";
  entry: WaitlistEntry;
  /** "Entfernen" confirmed (the section runs the removal, so that its toast outlives the dialog). */
  onRemove: (entry: WaitlistEntry) => void;
  onClose: () => void;
}

/**
 * "Tisch anbieten" with the restaurant's tables, reservations, configuration and the day's other open offers
 * (they hold their tables too), read while it is open.
 */
function OfferWithTables({ entry, onClose }: { entry: WaitlistEntry; onClose: () => void }) {
  const offer = useOfferWaitlistTable(onClose);
  const { tables, reservations, config, timeZone } = useOfferTables(entry.date);
  const day = useWaitlist(entry.date);
  const occupying = useMemo(
    () => [...(reservations ?? []), ...waitlistHoldsAsReservations(day.data ?? [], entry._id)],
    [reservations, day.data, entry._id],
  );
  return (
    <TableOfferDialog
      target={{ kind: "waitlist", entry }}
      tables={tables}
      reservations={occupying}
      stayDurations={config ?? null}
      slotInterval={config?.slotInterval}
      timeZone={timeZone}
      saving={offer.isPending}
      error={offer.isError ? serverMessageOr(offer.error, waitlistStaffTexts.offerFailed) : null}
      onSubmit={(request) => offer.mutate({ id: entry._id, offer: request })}
      onOpenChange={(open) => (open ? undefined : onClose())}
    />
  );
}

/**
 * The open action on one entry: "Tisch anbieten" (a refusal stays in the dialog, success closes it) or the
 * confirmation of "Entfernen". Loaded on demand, so that the reservations page carries only the list.
 */
export function WaitlistDialogs({ kind, entry, onRemove, onClose }: WaitlistDialogsProps) {
  if (kind === "offer") return <OfferWithTables entry={entry} onClose={onClose} />;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={waitlistStaffTexts.removeTitle}
      description={waitlistStaffTexts.removeDescription(entry.customerName)}
      confirmLabel={waitlistStaffTexts.removeConfirm}
      destructive
      onConfirm={() => onRemove(entry)}
    />
  );
}
