import {
  floorPlanTableStates,
  isCancelledReservationStatus,
  isOpenOrder,
  type LayoutBounds,
  layoutBoundsOf,
  type Order,
  provisionalTablePositions,
  type Reservation,
  type Room,
  reservationUsesTable,
  type StayDurationsConfig,
  type Table,
  type TableFloorState,
  tableDisplaySize,
  tablePositionOrDefault,
} from "@tischservice/core";
import { tableDisplayName } from "../tables/table-card.tsx";

/** A table as the floor plan draws it. */
export interface FloorPlanTable {
  id: string;
  name: string;
  /** The short text inside the shape: the table number, else the name. */
  label: string;
  seats: number;
  roomId: string | null;
  x: number;
  y: number;
  rotation: number;
  width: number;
  height: number;
  state: TableFloorState;
  openOrder: boolean;
  /** "Nur intern": online bookings never get it; drawn with a dashed outline. */
  internal: boolean;
}

export interface FloorPlanInput {
  tables: readonly Table[];
  rooms: readonly Room[];
  reservations: readonly Reservation[];
  orders: readonly Order[];
  now: Date;
  /** The moment the plan shows (a later time of the day to look ahead to); now when left out. */
  at?: Date;
  /** The restaurant's configuration: a reservation without a stored end stays by its party size. */
  stayDurations: StayDurationsConfig | null;
  timeZone: string;
}

/**
 * Each table with its position, size, colour state and order dot. Tables nobody has placed yet (the quick
 * setup's, all on the default spot) stand in provisional rows instead of on one point.
 */
export function floorPlanTables(input: FloorPlanInput): FloorPlanTable[] {
  const states = floorPlanTableStates(input.tables, input.reservations, input.now, {
    stayDurations: input.stayDurations ?? {},
    timeZone: input.timeZone,
    at: input.at ?? null,
  });
  const withOrder = new Set(
    input.orders.filter((order) => isOpenOrder(order) && order.tableId).map((order) => order.tableId),
  );
  const roomIds = new Set(input.rooms.map((room) => room._id));
  const positions = provisionalTablePositions(input.tables);
  return input.tables.map((table) => {
    const position = positions.get(table._id) ?? tablePositionOrDefault(table.position);
    const size = tableDisplaySize(table.seats);
    const name = tableDisplayName(table);
    return {
      id: table._id,
      name,
      label: table.tableNumber.trim() || name,
      seats: table.seats,
      roomId: table.roomId && roomIds.has(table.roomId) ? table.roomId : null,
      ...position,
      ...size,
      state: states.get(table._id) ?? "available",
      openOrder: withOrder.has(table._id),
      internal: table.internal === true,
    };
  });
}

/** The box around all rooms and tables (for "fit to screen"); null when there is nothing. */
export function floorPlanBounds(
  rooms: readonly Room[],
  tables: readonly FloorPlanTable[],
): LayoutBounds | null {
  const points = rooms.flatMap((room) => room.shape);
  for (const table of tables) {
    const reach = Math.hypot(table.width, table.height) / 2;
    points.push({ x: table.x - reach, y: table.y - reach }, { x: table.x + reach, y: table.y + reach });
  }
  return layoutBoundsOf(points);
}

/** A room the view can jump to: its name and the box around it and its tables. */
export interface FloorPlanRoomView {
  id: string;
  name: string;
  bounds: LayoutBounds;
}

/** Each room with a shape, in the rooms' order, boxed with its own tables (for "jump to room"). */
export function floorPlanRoomViews(
  rooms: readonly Room[],
  tables: readonly FloorPlanTable[],
): FloorPlanRoomView[] {
  return rooms.flatMap((room) => {
    const bounds = floorPlanBounds(
      [room],
      tables.filter((table) => table.roomId === room._id),
    );
    return bounds ? [{ id: room._id, name: room.name, bounds }] : [];
  });
}

/** The table's reservations on a day (`YYYY-MM-DD`), cancelled ones excluded, by time. */
export function tableReservationsOnDay(
  reservations: readonly Reservation[],
  tableId: string,
  date: string,
): Reservation[] {
  return reservations
    .filter(
      (r) =>
        r.reservationDate === date &&
        !isCancelledReservationStatus(r.status) &&
        reservationUsesTable(r, tableId),
    )
    .sort((a, b) => a.timeSlot.localeCompare(b.timeSlot));
}
