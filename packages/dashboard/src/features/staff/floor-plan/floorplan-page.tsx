import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import {
  floorPlanSeatShare,
  floorPlanTexts,
  floorPlanTimes,
  isUnplacedTable,
  type LayoutBounds,
  tableDayRange,
} from "@tischservice/core";
import { Banner, Button, Spinner } from "@tischservice/ui";
import { useMemo, useRef, useState } from "react";
import { useNow } from "../../../lib/clock.tsx";
import { useGastro } from "../restaurant-context/restaurant-context.tsx";
import {
  useConfig,
  useOrders,
  useReservationRange,
  useSpecialHours,
  useTimeZone,
  useToday,
} from "../restaurant-data/queries.ts";
import { useRooms, useTables } from "../tables/table-queries.ts";
import { FloorPlanCanvas } from "./floor-plan-canvas.tsx";
import { FloorPlanLegend } from "./floor-plan-legend.tsx";
import { floorPlanBounds, floorPlanRoomViews, floorPlanTables } from "./floor-plan-model.ts";
import {
  choiceOfSearch,
  type FloorPlanMomentChoice,
  momentCaption,
  momentInstant,
  searchOfChoice,
} from "./floor-plan-moment.ts";
import { FloorPlanRoomSwitch } from "./floor-plan-room-switch.tsx";
import { FloorPlanSeatShare } from "./floor-plan-seat-share.tsx";
import { FloorPlanTextAlternative } from "./floor-plan-text-alternative.tsx";
import { FloorPlanTimeControl } from "./floor-plan-time-control.tsx";
import { FloorPlanToolbar } from "./floor-plan-toolbar.tsx";
import { TableDialog } from "./table-dialog.tsx";
import { useElementSize } from "./use-element-size.ts";
import { useFloorPlanView } from "./use-floor-plan-view.ts";

/** Margin of the grid around the layout, in layout px. */
const GRID_MARGIN = 300;

/** Route module of `/app/floorplan`: the live floor plan (Tischkarte). */
export function FloorplanPage() {
  const { restaurantId, isSubuser } = useGastro();
  const tables = useTables();
  const rooms = useRooms();
  const today = useToday();
  // The tables' states now: today's stays and those reaching into it from either side of midnight.
  const reservations = useReservationRange(tableDayRange(today));
  const orders = useOrders();
  const config = useConfig();
  const now = useNow();
  const timeZone = useTimeZone();
  const specialHours = useSpecialHours();
  // The moment the plan shows, kept in the address: now, or a later time of today to see which tables are
  // booked then. Changing it replaces the address rather than adding a step to go back through.
  const choice = choiceOfSearch(useSearch({ from: "/gastro/floorplan" }));
  const navigate = useNavigate({ from: "/floorplan" });
  const setChoice = (next: FloorPlanMomentChoice) =>
    void navigate({ search: searchOfChoice(next), replace: true });
  // One Date per instant: a new object of the same moment each render must not recompute the plan.
  const atMs = momentInstant(choice, now, today, timeZone).getTime();
  const at = useMemo(() => new Date(atMs), [atMs]);
  const caption = momentCaption(at, now, timeZone);
  const times = useMemo(
    () =>
      floorPlanTimes({
        date: today,
        now,
        openingHours: config.data?.openingHours,
        specialHours: specialHours.data,
        timeZone,
      }),
    [today, now, config.data?.openingHours, specialHours.data, timeZone],
  );
  const [openId, setOpenId] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const size = useElementSize(box);

  const roomList = useMemo(() => rooms.data ?? [], [rooms.data]);
  const items = useMemo(
    () =>
      floorPlanTables({
        tables: tables.data ?? [],
        rooms: rooms.data ?? [],
        reservations: reservations.data ?? [],
        orders: orders.data ?? [],
        now,
        at,
        stayDurations: config.data ?? null,
        timeZone,
      }),
    [tables.data, rooms.data, reservations.data, orders.data, now, at, config.data, timeZone],
  );
  // What the shown moment holds back from online bookings, from the data the plan already has; nothing
  // until the configuration (with its share) has loaded.
  const seatShare = useMemo(
    () =>
      config.data
        ? floorPlanSeatShare({
            tables: tables.data ?? [],
            reservations: reservations.data ?? [],
            now,
            at,
            sharePercent: config.data.onlineSeatShare,
            stayDurations: config.data,
            timeZone,
          })
        : null,
    [tables.data, reservations.data, now, at, config.data, timeZone],
  );
  const bounds = useMemo(() => floorPlanBounds(roomList, items), [roomList, items]);
  const roomViews = useMemo(() => floorPlanRoomViews(roomList, items), [roomList, items]);
  const roomBounds = useMemo(() => roomViews.map((room) => room.bounds), [roomViews]);
  const ready = !tables.isPending && !rooms.isPending;
  const { view, setView, fit, focus, zoomIn, zoomOut } = useFloorPlanView(
    bounds,
    roomBounds,
    size.width,
    size.height,
    ready,
  );
  const unplaced = (tables.data ?? []).some(isUnplacedTable);
  const gridBounds: LayoutBounds = useMemo(() => {
    const b = bounds ?? { minX: 0, minY: 0, maxX: 800, maxY: 600 };
    return {
      minX: b.minX - GRID_MARGIN,
      minY: b.minY - GRID_MARGIN,
      maxX: b.maxX + GRID_MARGIN,
      maxY: b.maxY + GRID_MARGIN,
    };
  }, [bounds]);
  const openTable = items.find((item) => item.id === openId) ?? null;

  return (
    <div className="grid gap-4">
      <h1 className="m-0 text-2xl font-bold">{floorPlanTexts.title}</h1>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <FloorPlanLegend internal={items.some((item) => item.internal)} />
        <FloorPlanToolbar scale={view.scale} onZoomIn={zoomIn} onZoomOut={zoomOut} onFit={fit} />
      </div>
      <FloorPlanTimeControl choice={choice} onChoice={setChoice} times={times} caption={caption} />
      <FloorPlanSeatShare share={seatShare} />
      <FloorPlanRoomSwitch rooms={roomViews} onAll={fit} onRoom={(room) => focus(room.bounds)} />
      {tables.isError ? (
        <Banner tone="error">
          <span className="flex flex-wrap items-center gap-3">
            {floorPlanTexts.loadFailed}
            <Button size="sm" variant="outline" onClick={() => void tables.refetch()}>
              {floorPlanTexts.retry}
            </Button>
          </span>
        </Banner>
      ) : null}
      {ready && roomList.length === 0 ? (
        <p className="m-0 text-sm text-muted-foreground">{floorPlanTexts.noRooms}</p>
      ) : null}
      {ready && unplaced ? (
        <p className="m-0 text-sm text-muted-foreground">
          {floorPlanTexts.unplacedTables}{" "}
          {isSubuser ? null : (
            <Link to="/room-designer" className="font-medium text-primary underline-offset-4 hover:underline">
              {floorPlanTexts.openRoomDesigner}
            </Link>
          )}
        </p>
      ) : null}
      <div
        ref={box}
        className="relative h-[60dvh] min-h-80 touch-none overflow-hidden rounded-xl border border-border bg-card"
      >
        {ready && size.width > 0 ? (
          <FloorPlanCanvas
            rooms={roomList}
            tables={items}
            bounds={gridBounds}
            width={size.width}
            height={size.height}
            view={view}
            onViewChange={setView}
            onTableTap={setOpenId}
          />
        ) : (
          <Spinner className="absolute inset-0 justify-center" />
        )}
      </div>
      <FloorPlanTextAlternative rooms={roomList} tables={items} caption={caption} onOpen={setOpenId} />
      <TableDialog
        restaurantId={restaurantId}
        table={openTable}
        reservations={reservations.data ?? []}
        today={today}
        tables={items}
        at={at}
        caption={caption}
        onClose={() => setOpenId(null)}
      />
    </div>
  );
}
