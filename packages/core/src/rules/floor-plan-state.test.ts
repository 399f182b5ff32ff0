import { describe, expect, it } from "vitest";
import {
  floorPlanReservationBadge,
  floorPlanTableStates,
  reservationDurationMinutes,
  reservationUsesTable,
  tableFloorState,
  tableMoment,
} from "./floor-plan-state.ts";

const berlin = { timeZone: "Europe/Berlin" };
const table = { _id: "t1" };
// 18:00 in Berlin on 2024-06-03 is 16:00 UTC.
const booking = { status: "confirmed", reservationDate: "2024-06-03", timeSlot: "18:00", tableId: "t1" };
const at = (iso: string) => new Date(iso);

describe("tableFloorState (required: occupied within start to start + duration, reserved in the window before)", () => {
  it("given now at the start, is occupied", () => {
    expect(tableFloorState(table, [booking], at("2024-06-03T16:00:00Z"), berlin)).toBe("occupied");
  });
  it("given one minute before the end of 120 minutes, is occupied; at the end, available", () => {
    expect(tableFloorState(table, [booking], at("2024-06-03T17:59:00Z"), berlin)).toBe("occupied");
    expect(tableFloorState(table, [booking], at("2024-06-03T18:00:00Z"), berlin)).toBe("available");
  });
  it("given exactly 120 minutes before the start, is reserved; one minute earlier, available", () => {
    expect(tableFloorState(table, [booking], at("2024-06-03T14:00:00Z"), berlin)).toBe("reserved");
    expect(tableFloorState(table, [booking], at("2024-06-03T13:59:00Z"), berlin)).toBe("available");
  });
  it("given a configured duration of 60 minutes, uses it for both windows", () => {
    const options = { ...berlin, durationMinutes: 60 };
    expect(tableFloorState(table, [booking], at("2024-06-03T17:00:00Z"), options)).toBe("available");
    expect(tableFloorState(table, [booking], at("2024-06-03T14:30:00Z"), options)).toBe("available");
    expect(tableFloorState(table, [booking], at("2024-06-03T15:00:00Z"), options)).toBe("reserved");
  });
  it("given a cancelled reservation (either spelling), ignores it", () => {
    const now = at("2024-06-03T16:30:00Z");
    expect(tableFloorState(table, [{ ...booking, status: "cancelled" }], now, berlin)).toBe("available");
    expect(tableFloorState(table, [{ ...booking, status: "canceled" }], now, berlin)).toBe("available");
  });
  it("given a no-show (it frees the tables for the rest of the slot), ignores it", () => {
    const now = at("2024-06-03T16:30:00Z");
    expect(tableFloorState(table, [{ ...booking, status: "no_show" }], now, berlin)).toBe("available");
  });
  it("given a pending reservation, counts it", () => {
    expect(
      tableFloorState(table, [{ ...booking, status: "pending" }], at("2024-06-03T16:30:00Z"), berlin),
    ).toBe("occupied");
  });
  it("given a table combination in tableIds, counts it for each table", () => {
    const combo = { ...booking, tableId: null, tableIds: ["t1", "t2"] };
    expect(tableFloorState({ id: "t2" }, [combo], at("2024-06-03T16:30:00Z"), berlin)).toBe("occupied");
  });
  it("given one reservation running and the next coming, occupied wins", () => {
    const next = { ...booking, timeSlot: "20:00" };
    expect(tableFloorState(table, [next, booking], at("2024-06-03T17:00:00Z"), berlin)).toBe("occupied");
  });
  it("given another table's reservation, an invalid date or a table without id, is available", () => {
    const now = at("2024-06-03T16:30:00Z");
    expect(tableFloorState({ _id: "t9" }, [booking], now, berlin)).toBe("available");
    expect(tableFloorState(table, [{ ...booking, reservationDate: "kaputt" }], now, berlin)).toBe(
      "available",
    );
    expect(tableFloorState({}, [booking], now, berlin)).toBe("available");
  });
});

describe("tableFloorState with the visit's steps", () => {
  const now = at("2024-06-03T16:30:00Z");
  it("given a guest who left (completed) within the window, the table is free again", () => {
    expect(tableFloorState(table, [{ ...booking, status: "completed" }], now, berlin)).toBe("available");
  });
  it("given a seated guest past the booked end or before the start, the table is occupied", () => {
    const seated = { ...booking, status: "seated" };
    expect(tableFloorState(table, [seated], at("2024-06-03T19:00:00Z"), berlin)).toBe("occupied");
    expect(tableFloorState(table, [seated], at("2024-06-03T12:00:00Z"), berlin)).toBe("occupied");
  });
  it("given a guest waiting at the door, the table shows arrived, also within the window", () => {
    expect(tableFloorState(table, [{ ...booking, status: "arrived" }], now, berlin)).toBe("arrived");
  });
  it("given the earlier guest still seated and the next one waiting, occupied wins", () => {
    const waiting = { ...booking, timeSlot: "18:30", status: "arrived" };
    const staying = { ...booking, timeSlot: "16:00", status: "seated" };
    expect(tableFloorState(table, [waiting, staying], now, berlin)).toBe("occupied");
  });
  it("given a guest waiting and another confirmed reservation's window running, arrived wins", () => {
    const waiting = { ...booking, timeSlot: "19:00", status: "arrived" };
    expect(tableFloorState(table, [booking, waiting], now, berlin)).toBe("arrived");
  });
});

describe("floorPlanReservationBadge", () => {
  it("given a status of the visit or a no-show, shows it; anything else as Ausstehend", () => {
    expect(floorPlanReservationBadge("confirmed")).toBe("confirmed");
    expect(floorPlanReservationBadge("arrived")).toBe("arrived");
    expect(floorPlanReservationBadge("seated")).toBe("seated");
    expect(floorPlanReservationBadge("completed")).toBe("completed");
    expect(floorPlanReservationBadge("no_show")).toBe("no_show");
    expect(floorPlanReservationBadge("pending")).toBe("pending");
    expect(floorPlanReservationBadge("kaputt")).toBe("pending");
  });
});

describe("floorPlanTableStates", () => {
  it("maps each table id to its state", () => {
    const states = floorPlanTableStates(
      [table, { _id: "t2" }, {}],
      [booking],
      at("2024-06-03T16:30:00Z"),
      berlin,
    );
    expect([...states]).toEqual([
      ["t1", "occupied"],
      ["t2", "available"],
    ]);
  });
});

describe("reservationDurationMinutes (required: reservationDuration, default 120)", () => {
  it("uses a positive configured value, else 120", () => {
    expect(reservationDurationMinutes({ reservationDuration: 90 })).toBe(90);
    expect(reservationDurationMinutes({ reservationDuration: 0 })).toBe(120);
    expect(reservationDurationMinutes(null)).toBe(120);
  });
});

describe("reservationUsesTable and the badge", () => {
  it("matches by tableId or tableIds", () => {
    expect(reservationUsesTable({ tableIds: ["a", "b"] }, "b")).toBe(true);
    expect(reservationUsesTable({ tableId: "a" }, "b")).toBe(false);
  });
  it("shows confirmed as Bestätigt, a no-show as Nicht erschienen and everything else as Ausstehend", () => {
    expect(floorPlanReservationBadge("confirmed")).toBe("confirmed");
    expect(floorPlanReservationBadge("pending")).toBe("pending");
    expect(floorPlanReservationBadge(undefined)).toBe("pending");
    expect(floorPlanReservationBadge("no_show")).toBe("no_show");
  });
});

describe("tableFloorState with stay lengths by party size", () => {
  const options = { ...berlin, stayDurations: {} };
  it("given a party of 6 and the defaults, stays 150 minutes", () => {
    const six = { ...booking, numberOfGuests: 6 };
    expect(tableFloorState(table, [six], at("2024-06-03T18:29:00Z"), options)).toBe("occupied");
    expect(tableFloorState(table, [six], at("2024-06-03T18:30:00Z"), options)).toBe("available");
  });
  it("given a party of 2 and the defaults, stays 90 minutes", () => {
    const two = { ...booking, numberOfGuests: 2 };
    expect(tableFloorState(table, [two], at("2024-06-03T17:29:00Z"), options)).toBe("occupied");
    expect(tableFloorState(table, [two], at("2024-06-03T17:30:00Z"), options)).toBe("available");
  });
  it("given a stored end time, keeps it whatever the configuration says", () => {
    const booked = { ...booking, numberOfGuests: 2, endsAt: "2024-06-03T18:00:00Z" };
    expect(tableFloorState(table, [booked], at("2024-06-03T17:59:00Z"), options)).toBe("occupied");
    expect(
      tableFloorState(table, [booked], at("2024-06-03T17:59:00Z"), { ...berlin, durationMinutes: 60 }),
    ).toBe("occupied");
  });
});

describe("the table at a later moment (options.at)", () => {
  // Now is 17:10 in Berlin; the booking starts at 18:00 and stays 120 minutes.
  const now = at("2024-06-03T15:10:00Z");
  const ahead = (iso: string) => ({ ...berlin, at: at(iso) });

  it("given 18:30, shows the booking's stay running; given 20:00, its end, available", () => {
    expect(tableFloorState(table, [booking], now, ahead("2024-06-03T16:30:00Z"))).toBe("occupied");
    expect(tableFloorState(table, [booking], now, ahead("2024-06-03T18:00:00Z"))).toBe("available");
  });
  it("given a moment before now, shows now", () => {
    expect(tableFloorState(table, [booking], now, ahead("2024-06-03T10:00:00Z"))).toBe("reserved");
  });
  it("given a guest seated now whose stay ends at 18:30, holds the table until then and not after", () => {
    const seated = { ...booking, timeSlot: "16:30", status: "seated" };
    expect(tableFloorState(table, [seated], now, ahead("2024-06-03T16:29:00Z"))).toBe("occupied");
    expect(tableFloorState(table, [seated], now, ahead("2024-06-03T16:30:00Z"))).toBe("available");
  });
  it("given a guest seated past the planned end, is occupied now but free at a later moment", () => {
    const overstaying = { ...booking, timeSlot: "14:00", status: "seated" };
    expect(tableFloorState(table, [overstaying], now, berlin)).toBe("occupied");
    expect(tableFloorState(table, [overstaying], now, ahead("2024-06-03T15:40:00Z"))).toBe("available");
  });
  it("given a walk-in's stored end, looks ahead by it", () => {
    const walkIn = { ...booking, timeSlot: "17:10", status: "seated", endsAt: "2024-06-03T15:30:00Z" };
    expect(tableFloorState(table, [walkIn], now, ahead("2024-06-03T15:29:00Z"))).toBe("occupied");
    expect(tableFloorState(table, [walkIn], now, ahead("2024-06-03T15:30:00Z"))).toBe("available");
  });
  it("given a guest waiting at the door, shows them until the stay's end", () => {
    const waiting = { ...booking, status: "arrived" };
    expect(tableFloorState(table, [waiting], now, ahead("2024-06-03T16:10:00Z"))).toBe("arrived");
    expect(tableFloorState(table, [waiting], now, ahead("2024-06-03T18:10:00Z"))).toBe("available");
  });
  it("given a guest who left, holds nothing at any moment", () => {
    const gone = { ...booking, timeSlot: "16:00", status: "completed" };
    expect(tableFloorState(table, [gone], now, ahead("2024-06-03T14:30:00Z"))).toBe("available");
    expect(tableFloorState(table, [gone], now, berlin)).toBe("available");
  });
});

describe("tableMoment: which reservation colours the table", () => {
  const now = at("2024-06-03T15:10:00Z");
  it("given the seated guest and the next booking, names the seated guest's reservation", () => {
    const seated = { ...booking, _id: "a", timeSlot: "16:30", status: "seated" };
    const next = { ...booking, _id: "b" };
    expect(tableMoment(table, [next, seated], now, berlin)).toEqual({
      state: "occupied",
      reservation: seated,
    });
  });
  it("given two upcoming bookings at 19:30, names the one starting first", () => {
    const first = { ...booking, _id: "a", timeSlot: "19:00" };
    const second = { ...booking, _id: "b", timeSlot: "20:00" };
    const options = { ...berlin, at: at("2024-06-03T16:30:00Z") };
    expect(tableMoment(table, [second, first], now, options)).toEqual({
      state: "reserved",
      reservation: first,
    });
  });
  it("given nothing at the moment, is available with no reservation", () => {
    expect(tableMoment({ _id: "t9" }, [booking], now, berlin)).toEqual({
      state: "available",
      reservation: null,
    });
  });
});
