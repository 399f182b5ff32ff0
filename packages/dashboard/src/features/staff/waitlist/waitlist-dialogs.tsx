import {
  enquiryInboxTexts,
  tableDayRange,
  type WaitlistEntry,
  waitlistHoldsAsReservations,
  waitlistStaffTexts,
} from "@tischservice/core";
import { ConfirmDialog } from "@tischservice/ui";
import { useMemo } from "react";
import { serverMessageOr } from "../../../api/http.ts";
import type { AcceptTablesState } from "../enquiries/accept-enquiry-dialog.tsx";
import { useConfig, useReservationRange, useTimeZone } from "../restaurant-data/queries.ts";
import { useTables } from "../tables/table-queries.ts";
import { OfferTableDialog } from "./offer-table-dialog.tsx";
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
  const tables = useTables();
  // The tables held on the entry's day, stays across midnight included.
  const reservations = useReservationRange(tableDayRange(entry.date));
  const day = useWaitlist(entry.date);
  const config = useConfig();
  const timeZone = useTimeZone();
  const occupying = useMemo(
    () => [...(reservations.data ?? []), ...waitlistHoldsAsReservations(day.data ?? [], entry._id)],
    [reservations.data, day.data, entry._id],
  );
  const tablesState: AcceptTablesState = tables.isPending
    ? { status: "pending" }
    : tables.isError
      ? { status: "error", message: serverMessageOr(tables.error, enquiryInboxTexts.tablesLoadFailed) }
      : { status: "success", tables: tables.data };
  return (
    <OfferTableDialog
      entry={entry}
      tables={tablesState}
      reservations={occupying}
      stayDurations={config.data ?? null}
      slotInterval={config.data?.slotInterval}
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
