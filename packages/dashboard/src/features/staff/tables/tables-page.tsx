import { dashboardMenuLabels, tablesTexts } from "@tischservice/core";
import { Spinner, useToast } from "@tischservice/ui";
import { useCallback } from "react";
import { DesktopFeatureNotice, useIsNarrowScreen } from "./desktop-feature-notice.tsx";
import { QuickTableConfig } from "./quick-table-config.tsx";
import { TableCombinations } from "./table-combinations.tsx";
import { TableGrid } from "./table-grid.tsx";
import { useTables } from "./table-queries.ts";
import { TableStats } from "./table-stats.tsx";
import { TablesSubTabs } from "./tables-sub-tabs.tsx";
import { useQuickTableConfig } from "./use-quick-table-config.ts";
import { useScrollToAnchor } from "./use-scroll-to-anchor.ts";
import { useUpdateTableInternal } from "./use-table-combinations.ts";
import { serverMessageOf, useDeleteTable, useUpdateTableNumber } from "./use-table-mutations.ts";

/** Route module of `/app/tables`: the Tischverwaltung. */
export function TablesPage() {
  const narrow = useIsNarrowScreen();
  return (
    <div className="grid gap-4">
      <h1 className="m-0 text-2xl font-bold">{dashboardMenuLabels.tables}</h1>
      <TablesSubTabs active="management" />
      {narrow ? <DesktopFeatureNotice /> : <TableManagement />}
    </div>
  );
}

/** The combinations section's id, which Einstellungen → Kapazität links to. */
const COMBINATIONS_ANCHOR = "table-combinations";

function TableManagement() {
  const tables = useTables();
  const { toast } = useToast();
  const onQuickError = useCallback(
    (error: unknown) => {
      const message = serverMessageOf(error);
      toast({
        title: tablesTexts.quickConfigFailed,
        ...(message ? { description: message } : {}),
        tone: "error",
      });
    },
    [toast],
  );
  const quick = useQuickTableConfig(tables.data, onQuickError);
  const updateNumber = useUpdateTableNumber();
  const remove = useDeleteTable();
  const internal = useUpdateTableInternal();
  useScrollToAnchor(COMBINATIONS_ANCHOR, !tables.isPending);
  if (tables.isPending) return <Spinner className="justify-center py-10" />;
  const list = tables.data ?? [];
  const busyId = updateNumber.isPending
    ? (updateNumber.variables?.id ?? null)
    : remove.isPending
      ? (remove.variables ?? null)
      : null;
  return (
    <div className="grid gap-6">
      <TableStats tables={list} />
      <QuickTableConfig
        counts={quick.counts}
        saving={quick.saving}
        disabled={tables.isError}
        onCountChange={quick.setCount}
      />
      <TableGrid
        tables={list}
        busyId={busyId}
        onSaveNumber={(id, tableNumber) => updateNumber.mutate({ id, tableNumber })}
        onDelete={(id) => remove.mutate(id)}
        onInternalChange={(id, value) => internal.mutate({ id, internal: value })}
      />
      <TableCombinations tables={list} disabled={tables.isError} />
    </div>
  );
}
