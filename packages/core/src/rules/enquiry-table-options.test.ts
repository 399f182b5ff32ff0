import { describe, expect, it } from "vitest";
import { enquiryAcceptProblem, enquiryChosenSeats, enquiryTableOptions } from "./enquiry-table-options.ts";

const table = (tableNumber: string, seats: number) => ({ _id: `t-${tableNumber}`, tableNumber, seats });
const tables = [table("10", 8), table("2", 8), table("3", 4), table("4", 0)];
const base = { tables, date: "2026-05-20", numberOfGuests: 16, timeZone: "Europe/Berlin" };

describe("the tables for accepting a large group's enquiry", () => {
  it("given no reservations, lists every table by number, free except the one without seats; 16 guests stay 180 min", () => {
    const result = enquiryTableOptions({ ...base, reservations: [], timeSlot: "19:00" });
    expect(result.stayMinutes).toBe(180);
    expect(result.timeValid).toBe(true);
    expect(result.options.map((option) => [option.table.tableNumber, option.free])).toEqual([
      ["2", true],
      ["3", true],
      ["4", false],
      ["10", true],
    ]);
  });

  it("given a 4-guest reservation on table 2 at 17:00 (120 min by the defaults), table 2 is taken at 18:30 and free at 19:00", () => {
    const reservations = [
      {
        reservationDate: "2026-05-20",
        timeSlot: "17:00",
        numberOfGuests: 4,
        tableIds: ["t-2"],
        status: "confirmed",
      },
    ];
    const at = (timeSlot: string) =>
      enquiryTableOptions({ ...base, reservations, timeSlot }).options.find((o) => o.table._id === "t-2")
        ?.free;
    expect(at("18:30")).toBe(false);
    expect(at("19:00")).toBe(true);
    // The party's own stay reaches forward: at 14:00 its 180 minutes end at 17:00, exactly when the other begins.
    expect(at("14:00")).toBe(true);
    expect(at("14:01")).toBe(false);
  });

  it("given a stored end, it wins; cancelled and no-show reservations hold nothing", () => {
    const reservations = [
      {
        reservationDate: "2026-05-20",
        timeSlot: "17:00",
        numberOfGuests: 2,
        endsAt: "2026-05-20T17:30:00Z", // 19:30 in Berlin
        tableId: "t-3",
        status: "confirmed",
      },
      {
        reservationDate: "2026-05-20",
        timeSlot: "19:00",
        numberOfGuests: 2,
        tableIds: ["t-10"],
        status: "cancelled",
      },
      {
        reservationDate: "2026-05-20",
        timeSlot: "19:00",
        numberOfGuests: 2,
        tableIds: ["t-2"],
        status: "no_show",
      },
    ];
    const result = enquiryTableOptions({ ...base, reservations, timeSlot: "19:15" });
    expect(Object.fromEntries(result.options.map((o) => [o.table._id, o.free]))).toEqual({
      "t-2": true,
      "t-3": false,
      "t-4": false,
      "t-10": true,
    });
    expect(enquiryTableOptions({ ...base, reservations, timeSlot: "19:30" }).options[1]?.free).toBe(true);
  });

  it("given the restaurant's own stay durations, uses them for the party", () => {
    const stayDurations = { stayDurations: [{ maxGuests: 10, minutes: 120 }, { minutes: 240 }] };
    expect(
      enquiryTableOptions({ ...base, reservations: [], timeSlot: "19:00", stayDurations }).stayMinutes,
    ).toBe(240);
  });

  it("given no valid time, no table's state is known and the accept asks for a time", () => {
    const result = enquiryTableOptions({ ...base, reservations: [], timeSlot: "" });
    expect(result.timeValid).toBe(false);
    expect(result.options.every((option) => option.free === null)).toBe(true);
    expect(enquiryAcceptProblem(result, ["t-2", "t-10"], 16)).toBe("Bitte wählen Sie eine Uhrzeit.");
  });

  it("given a choice, sums the seats of the combination and says in German what is missing", () => {
    const reservations = [
      {
        reservationDate: "2026-05-20",
        timeSlot: "19:00",
        numberOfGuests: 4,
        tableIds: ["t-3"],
        status: "pending",
      },
    ];
    const result = enquiryTableOptions({ ...base, reservations, timeSlot: "19:00" });
    expect(enquiryChosenSeats(result.options, ["t-2", "t-10"])).toBe(16);
    expect(enquiryAcceptProblem(result, ["t-2", "t-10"], 16)).toBeNull();
    expect(enquiryAcceptProblem(result, [], 16)).toBe("Bitte wählen Sie mindestens einen Tisch.");
    expect(enquiryAcceptProblem(result, ["t-2"], 16)).toBe(
      "Die gewählten Tische haben 8 Plätze, die Gruppe hat 16 Personen.",
    );
    expect(enquiryAcceptProblem(result, ["t-2", "t-10", "t-3"], 16)).toBe(
      "Mindestens einer der gewählten Tische ist zu dieser Zeit schon belegt.",
    );
  });
});
