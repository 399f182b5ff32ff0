import { enquiryInboxTexts, tableDayRange } from "@tischservice/core";
import { serverMessageOr } from "../../../api/http.ts";
import { useConfig, useReservationRange, useTimeZone } from "../restaurant-data/queries.ts";
import { useTables } from "../tables/table-queries.ts";
import type { OfferTablesState } from "./table-offer-dialog.tsx";

/**
 * What the table dialog reads while it is open, for either kind: the restaurant's tables, the reservations
 * of the request's day (stays across midnight included), the configuration and the time zone.
 */
export function useOfferTables(date: string) {
  const tables = useTables();
  const reservations = useReservationRange(tableDayRange(date));
  const config = useConfig();
  const timeZone = useTimeZone();
  const tablesState: OfferTablesState = tables.isPending
    ? { status: "pending" }
    : tables.isError
      ? { status: "error", message: serverMessageOr(tables.error, enquiryInboxTexts.tablesLoadFailed) }
      : { status: "success", tables: tables.data };
  return { tables: tablesState, reservations: reservations.data, config: config.data, timeZone };
}
