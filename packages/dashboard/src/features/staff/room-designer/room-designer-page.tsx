import { dashboardMenuLabels } from "@tischservice/core";
import { Spinner } from "@tischservice/ui";
import { DesktopFeatureNotice, useIsNarrowScreen } from "../tables/desktop-feature-notice.tsx";
import { useRooms, useTables } from "../tables/table-queries.ts";
import { TablesSubTabs } from "../tables/tables-sub-tabs.tsx";
import { useTableCombinations } from "../tables/use-table-combinations.ts";
import { RoomDesigner } from "./room-designer.tsx";

/** Route module of `/app/room-designer`: the Raum-Designer sub-tab of the tables tab. */
export function RoomDesignerPage() {
  const narrow = useIsNarrowScreen();
  return (
    <div className="grid gap-4">
      <h1 className="m-0 text-2xl font-bold">{dashboardMenuLabels.tables}</h1>
      <TablesSubTabs active="designer" />
      {narrow ? <DesktopFeatureNotice /> : <LoadedDesigner />}
    </div>
  );
}

function LoadedDesigner() {
  const rooms = useRooms();
  const tables = useTables();
  // The plan does not wait for the combinations: they are drawn and listed once they arrive.
  const combinations = useTableCombinations();
  if (rooms.isPending || tables.isPending) return <Spinner className="justify-center py-10" />;
  return (
    <RoomDesigner
      rooms={rooms.data ?? []}
      tables={tables.data ?? []}
      combinations={combinations.data ?? []}
    />
  );
}
