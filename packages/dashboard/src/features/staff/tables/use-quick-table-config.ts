import { useQueryClient } from "@tanstack/react-query";
import {
  adjustQuickTableCount,
  planQuickTableConfig,
  QUICK_TABLE_CONFIG_DEBOUNCE_MS,
  type QuickTableCounts,
  type QuickTableSeatSize,
  quickConfigNoneRemovable,
  quickTableCounts,
  type Table,
} from "@tischservice/core";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { queryKeys } from "../../../api/query-keys.ts";
import { createTable, deleteTable, fetchTables } from "../../../api/tables.ts";
import { useGastro } from "../restaurant-context/restaurant-context.tsx";

export interface QuickTableConfigState {
  /** What the counters show: the wanted counts while changes are pending, else the server's. */
  counts: QuickTableCounts;
  /** Sets a counter (never below 0) and restarts the 1000 ms debounce. */
  setCount: (seats: QuickTableSeatSize, value: number) => void;
  /** A change is waiting for the debounce or being written. */
  saving: boolean;
}

/**
 * The quick configuration: counter changes wait 1000 ms, then the tables are created or
 * deleted to match (core's `planQuickTableConfig`, planned on a fresh read of the server's tables, one
 * run after the other; "−" removes only tables without upcoming reservations). A failure, or a size of
 * which no more tables can go, is reported through `onError`; afterwards the counters show the server's
 * state again. Leaving the page during the debounce applies the change at once.
 */
export function useQuickTableConfig(
  tables: readonly Table[] | undefined,
  onError: (error: unknown) => void,
): QuickTableConfigState {
  const { restaurantId } = useGastro();
  const queryClient = useQueryClient();
  const serverCounts = useMemo(() => quickTableCounts(tables ?? []), [tables]);
  const [wanted, setWanted] = useState<QuickTableCounts | null>(null);
  const [running, setRunning] = useState(0);
  const timer = useRef<number | undefined>(undefined);
  const pending = useRef<QuickTableCounts | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const report = useRef(onError);
  report.current = onError;
  const mounted = useRef(true);

  const apply = useCallback(
    (counts: QuickTableCounts) => {
      setRunning((n) => n + 1);
      queue.current = queue.current.then(async () => {
        try {
          const plan = planQuickTableConfig(await fetchTables(restaurantId), counts);
          for (const table of plan.create) await createTable({ restaurantId, ...table });
          const deletions = await Promise.allSettled(plan.delete.map((id) => deleteTable(id)));
          const failed = deletions.find((result) => result.status === "rejected");
          if (failed) throw failed.reason;
          if (plan.blocked.length > 0) throw new Error(plan.blocked.map(quickConfigNoneRemovable).join(" "));
        } catch (error) {
          report.current(error);
        } finally {
          await queryClient.invalidateQueries({ queryKey: queryKeys.tables(restaurantId) });
          if (mounted.current) {
            setRunning((n) => n - 1);
            if (pending.current === null && timer.current === undefined) setWanted(null);
          }
        }
      });
    },
    [queryClient, restaurantId],
  );

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    const counts = pending.current;
    pending.current = null;
    if (counts) apply(counts);
  }, [apply]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      flush();
    };
  }, [flush]);

  const counts = wanted ?? serverCounts;
  const setCount = useCallback(
    (seats: QuickTableSeatSize, value: number) => {
      setWanted((previous) => {
        const base = previous ?? serverCounts;
        const next = adjustQuickTableCount(base, seats, value - base[seats]);
        pending.current = next;
        return next;
      });
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, QUICK_TABLE_CONFIG_DEBOUNCE_MS);
    },
    [serverCounts, flush],
  );

  return { counts, setCount, saving: wanted !== null || running > 0 };
}
