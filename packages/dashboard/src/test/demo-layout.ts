import type { Room, TableFloorState } from "@tischservice/core";
import type { FloorPlanTable } from "../features/staff/floor-plan/floor-plan-model.ts";

const states: TableFloorState[] = ["available", "available", "reserved", "occupied"];
const colors = ["#e5d3a1", "#bfdbfe", "#c7d2fe", "#bbf7d0", "#fbcfe8", "#fed7aa"];

/**
 * A generated floor plan for stories and the benchmark: `roomCount` rooms of 900 x 600 px in rows of
 * three, each with `tablesPerRoom` tables in a grid, states and open orders spread deterministically.
 */
export function demoLayout(
  roomCount: number,
  tablesPerRoom: number,
): { rooms: Room[]; tables: FloorPlanTable[] } {
  const rooms: Room[] = [];
  const tables: FloorPlanTable[] = [];
  const columns = Math.max(1, Math.ceil(Math.sqrt(tablesPerRoom * 1.5)));
  for (let r = 0; r < roomCount; r++) {
    const left = (r % 3) * 960;
    const top = Math.floor(r / 3) * 660;
    const width = 900;
    const height = 600;
    rooms.push({
      _id: `room-${r + 1}`,
      restaurantId: "r-1",
      name: `Raum ${r + 1}`,
      width,
      height,
      shape: [
        { x: left, y: top },
        { x: left + width, y: top },
        { x: left + width, y: top + height },
        { x: left, y: top + height },
      ],
      color: colors[r % colors.length] ?? "#e5d3a1",
    });
    for (let t = 0; t < tablesPerRoom; t++) {
      const n = r * tablesPerRoom + t + 1;
      const seats = [2, 4, 4, 6][n % 4] ?? 4;
      tables.push({
        id: `t-${n}`,
        name: `Tisch ${n}`,
        label: String(n),
        seats,
        roomId: `room-${r + 1}`,
        x: left + 60 + (t % columns) * 90,
        y: top + 70 + Math.floor(t / columns) * 92,
        rotation: n % 7 === 0 ? 45 : 0,
        width: Math.ceil(seats / 2) * 30,
        height: 60,
        state: states[n % states.length] ?? "available",
        openOrder: n % 5 === 0,
        internal: n % 11 === 0,
      });
    }
  }
  return { rooms, tables };
}
