import { type FakeRequest, type FakeResponse, type Route, stubApi, stubEventSource } from "./fake-api.ts";
import { reservationRangeRoute } from "./fake-reservation-range.ts";
import { config, ownerUser, restaurant } from "./fixtures.ts";
import { roomRecord, tableRecord } from "./table-fixtures.ts";

export { roomRecord, tableRecord };

type TableRecord = ReturnType<typeof tableRecord>;
type RoomRecord = ReturnType<typeof roomRecord>;

/** An in-memory tables and rooms API for component tests; `routes` go into `ownerApi`'s overrides. */
export function fakeTableServer(initialTables: TableRecord[] = [], initialRooms: RoomRecord[] = []) {
  const state = {
    tables: [...initialTables],
    rooms: [...initialRooms],
    combinations: [] as Array<Record<string, unknown>>,
    nextId: 100,
  };
  const idOf = (request: FakeRequest) => decodeURIComponent(request.path.split("/")[3] ?? "");
  const notFound: FakeResponse = { status: 404, body: { success: false, message: "Tisch nicht gefunden." } };
  const routes: Record<string, Route> = {
    "GET /api/restaurants/r-1/tables": () => ({ body: { success: true, data: state.tables } }),
    "POST /api/tables": (request) => {
      const body = request.body as Record<string, unknown>;
      if (state.tables.some((t) => t.tableNumber === body.tableNumber))
        return { status: 409, body: { success: false, message: "Diese Tischnummer ist bereits vergeben." } };
      const table = tableRecord({ ...body, _id: `t-new-${state.nextId++}` });
      state.tables.push(table);
      return { status: 201, body: { success: true, message: "ok", data: table } };
    },
    "GET /api/tables/combinations/restaurant/r-1": () => ({
      body: { success: true, data: state.combinations },
    }),
    "POST /api/tables/combinations": (request) => {
      const body = request.body as { tableIds: string[]; name?: string };
      const members = state.tables.filter((t) => body.tableIds.includes(t._id));
      const combination = {
        _id: `c-new-${state.nextId++}`,
        restaurantId: "r-1",
        name: body.name ?? "",
        tableIds: members.map((t) => t._id),
        tables: members.map((t) => ({
          _id: t._id,
          tableNumber: t.tableNumber,
          name: t.name,
          seats: t.seats,
        })),
        seats: members.reduce((sum, t) => sum + t.seats, 0),
        internal: false,
      };
      state.combinations.push(combination);
      return { status: 201, body: { success: true, message: "Kombination angelegt.", data: combination } };
    },
    "GET /api/rooms/restaurant/r-1": () => ({ body: { success: true, rooms: state.rooms } }),
    "POST /api/rooms": (request) => {
      const room = roomRecord({ ...(request.body as object), _id: `room-new-${state.nextId++}` });
      state.rooms.push(room);
      return { status: 201, body: { success: true, message: "Raum erfolgreich gespeichert!", data: room } };
    },
  };
  /** Routes with an id in the path: matched by prefix through `handle`. */
  const handle = (request: FakeRequest): FakeResponse => {
    const id = idOf(request);
    if (request.path.startsWith("/api/tables/combinations/") && request.method === "DELETE") {
      const combinationId = decodeURIComponent(request.path.split("/")[4] ?? "");
      state.combinations = state.combinations.filter((c) => c._id !== combinationId);
      return { body: { success: true, message: "Kombination gelöscht." } };
    }
    if (request.path.startsWith("/api/rooms/") && request.method === "DELETE") {
      state.rooms = state.rooms.filter((r) => r._id !== id);
      return { body: { success: true, message: "Raum erfolgreich gelöscht!" } };
    }
    const table = state.tables.find((t) => t._id === id);
    if (!table) return notFound;
    if (request.method === "DELETE") {
      if ("hasUpcomingReservations" in table && table.hasUpcomingReservations === true)
        return {
          status: 409,
          body: {
            success: false,
            message: "Dieser Tisch hat noch bevorstehende Reservierungen und kann nicht gelöscht werden.",
          },
        };
      state.tables = state.tables.filter((t) => t._id !== id);
      return { body: { success: true, message: "Tisch erfolgreich gelöscht!" } };
    }
    const body = request.body as Record<string, unknown>;
    if (request.path.endsWith("/internal")) {
      Object.assign(table, { internal: body.internal === true });
      return { body: { success: true, message: "Gespeichert.", data: table } };
    }
    if (request.path.endsWith("/number")) {
      table.tableNumber = String(body.tableNumber);
      return { body: { success: true, message: "ok", data: table } };
    }
    const { roomId, ...position } = body;
    table.position = { ...table.position, ...position };
    if (roomId !== undefined) table.roomId = roomId as null;
    return { body: { success: true, message: "ok", data: table } };
  };
  return { state, routes, handle };
}

/**
 * Stubs the signed-in owner's API (as `ownerApi`) plus the in-memory tables and rooms, including the
 * routes with an id in the path. Returns the call log and the server's state.
 */
export function tablesOwnerApi(
  server: ReturnType<typeof fakeTableServer>,
  extra: { reservations?: unknown[]; orders?: unknown[]; overrides?: Record<string, Route> } = {},
) {
  stubEventSource();
  const routes: Record<string, Route> = {
    "GET /api/users/me": () => ({ body: { success: true, user: ownerUser } }),
    "GET /api/restaurants/r-1": () => ({ body: { success: true, data: restaurant } }),
    "GET /api/restaurantconfigs/user/u-owner": () => ({ body: { success: true, data: config } }),
    "GET /api/restaurants/r-1/special-hours": () => ({ body: { success: true, data: [] } }),
    "GET /api/reservations/restaurant/r-1": reservationRangeRoute(extra.reservations ?? []),
    "GET /api/orders/restaurant/r-1": () => ({ body: { success: true, data: extra.orders ?? [] } }),
    ...server.routes,
    ...extra.overrides,
  };
  const withIds = new Proxy(routes, {
    get(target, key) {
      if (typeof key !== "string") return undefined;
      if (key in target) return target[key];
      const [, path = ""] = key.split(" ");
      if (/^\/api\/(tables|rooms)\/[^/]+(\/(number|position|internal))?$/.test(path)) return server.handle;
      if (/^\/api\/tables\/combinations\/[^/]+$/.test(path)) return server.handle;
      return undefined;
    },
  });
  return { calls: stubApi(withIds), state: server.state };
}
