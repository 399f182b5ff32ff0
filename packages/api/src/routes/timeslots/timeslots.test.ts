import { beforeAll, describe, expect, it } from "vitest";
import { addTables, booking } from "../../test/booking-helpers.ts";
import { expectAnswer } from "../../test/expect-answer.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { setupTestContext } from "../../test/test-context.ts";

const ctx = await setupTestContext();
const { cast, as } = signedInCast(ctx);
type Slot = { time: string; available: boolean; status: string };

beforeAll(async () => {
  await addTables(ctx.db, cast.restaurant.id, [2, 4]);
});

const slots = async (date: string, guests = 2, client = as.anonymous) => {
  const response = await client.get(`/api/simple-timeslots/${cast.restaurant.id}/${date}/${guests}`);
  return { response, slots: response.body.timeSlots as Slot[] };
};
const statusOf = (list: Slot[], time: string) => list.find((s) => s.time === time)?.status;

describe("GET /api/simple-timeslots/{restaurantId}/{date}/{guests}", () => {
  it("answers the slot list's shape: slots from opening by the interval, whole window inside the open periods", async () => {
    const { response, slots: list } = await slots("2026-05-13");
    expectAnswer(response, 200, {
      success: true,
      date: { formatted: "13.05.2026", dayName: "Mittwoch", iso: "2026-05-13" },
      guests: 2,
      closed: false,
    });
    // Two guests stay 90 minutes (the default for 1–2 guests): whole windows end by 14:30 and 22:00.
    expect(list.map((s) => s.time)).toEqual([
      "11:30",
      "12:00",
      "12:30",
      "13:00",
      "17:30",
      "18:00",
      "18:30",
      "19:00",
      "19:30",
      "20:00",
      "20:30",
    ]);
    expect(list.every((s) => s.available && s.status === "Verfügbar")).toBe(true);
    const cors = await as.anonymous.get(`/api/simple-timeslots/${cast.restaurant.id}/2026-05-13/2`, {
      headers: { Origin: "https://irgendwo.example" },
    });
    expect(cors.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("given firstOpen on a closed day, answers with the next open day's slots; an open day stays", async () => {
    const path = `/api/simple-timeslots/${cast.restaurant.id}`;
    const moved = await as.anonymous.get(`${path}/2026-05-18/2?firstOpen=1`);
    expect(moved.body).toMatchObject({
      closed: false,
      date: { iso: "2026-05-19", dayName: "Dienstag" },
    });
    expect((moved.body.timeSlots as Slot[]).length).toBeGreaterThan(0);
    const open = await as.anonymous.get(`${path}/2026-05-13/2?firstOpen=1`);
    expect(open.body).toMatchObject({ closed: false, date: { iso: "2026-05-13" } });
    expect((await as.anonymous.get(`${path}/2026-05-18/2?firstOpen=ja`)).status).toBe(400);
  });

  it("says the restaurant's today, and firstOpen moves a device's earlier day to it", async () => {
    const path = `/api/simple-timeslots/${cast.restaurant.id}`;
    // 12:00 in Berlin on the 12th; 00:30 on the 13th there while it is still the 12th in UTC.
    expect((await as.anonymous.get(`${path}/2026-05-13/2`)).body.today).toBe("2026-05-12");
    ctx.clock.set("2026-05-12T22:30:00.000Z");
    try {
      const first = await as.anonymous.get(`${path}/2026-05-12/2?firstOpen=1`);
      expect(first.body).toMatchObject({ today: "2026-05-13", date: { iso: "2026-05-13" } });
      // A date the guest chose is answered as asked, even one before today.
      const chosen = await as.anonymous.get(`${path}/2026-05-12/2`);
      expect(chosen.body).toMatchObject({ today: "2026-05-13", date: { iso: "2026-05-12" } });
    } finally {
      ctx.clock.set("2026-05-12T10:00:00.000Z");
    }
  });

  it("says so on closed days, and explains unavailable slots (Keine passenden Tische, Vergangen)", async () => {
    const closed = await slots("2026-05-18");
    expect(closed.response.body).toMatchObject({
      closed: true,
      timeSlots: [],
      message: "Das Restaurant ist an diesem Tag geschlossen.",
    });
    const tooMany = await slots("2026-05-13", 12);
    expect(tooMany.slots.every((s) => s.status === "Keine passenden Tische")).toBe(true);
    const combined = await slots("2026-05-13", 6);
    expect(combined.slots.every((s) => s.available)).toBe(true);
    // Today 12:00 in Berlin: guests need 30 minutes' lead time, staff may take the current slot.
    const guest = await slots("2026-05-12");
    expect([
      statusOf(guest.slots, "12:00"),
      statusOf(guest.slots, "12:30"),
      statusOf(guest.slots, "17:30"),
    ]).toEqual(["Vergangen", "Verfügbar", "Verfügbar"]);
    const staff = await slots("2026-05-12", 2, as.subuser);
    expect([statusOf(staff.slots, "11:30"), statusOf(staff.slots, "12:00")]).toEqual([
      "Vergangen",
      "Verfügbar",
    ]);
  });

  it("validates the path: unknown restaurant 404, bad date or guests 400", async () => {
    expect((await as.anonymous.get("/api/simple-timeslots/unbekannt/2026-05-13/2")).status).toBe(404);
    expect((await as.anonymous.get(`/api/simple-timeslots/${cast.restaurant.id}/2026-13-01/2`)).status).toBe(
      400,
    );
    expect((await as.anonymous.get(`/api/simple-timeslots/${cast.restaurant.id}/2026-05-13/0`)).status).toBe(
      400,
    );
    expect((await as.anonymous.get(`/api/simple-timeslots/${cast.restaurant.id}/2026-05-13/31`)).status).toBe(
      400,
    );
  });

  it("given 300 requests for invented restaurants, answers 404 and listens on no new channel", async () => {
    const events = ctx.app.deps.events;
    await slots("2026-05-13");
    const before = events.listenedChannels;
    for (let index = 0; index < 300; index++) {
      const response = await as.anonymous.get(`/api/simple-timeslots/erfunden-${index}/2026-05-13/2`);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe("Restaurant nicht gefunden.");
    }
    expect(events.listenedChannels).toBe(before);
    expect((await slots("2026-05-13")).response.status).toBe(200);
    expect(events.listenedChannels).toBe(before);
  });

  it("serves repeated reads from the cache and drops it on every change (a booking here, a table, another process)", async () => {
    await slots("2026-05-20");
    expect(ctx.app.deps.dayCache.size).toBeGreaterThan(0);
    await as.anonymous.post(
      `/api/reservation/${cast.restaurant.id}`,
      booking({ reservationDate: "2026-05-20", numberOfGuests: 4 }),
    );
    expect(statusOf((await slots("2026-05-20", 4)).slots, "19:00")).toBe("Ausgebucht");
    await as.owner.post("/api/tables", {
      restaurantId: cast.restaurant.id,
      name: "",
      tableNumber: "3",
      seats: 4,
      location: "",
    });
    expect(statusOf((await slots("2026-05-20", 4)).slots, "19:00")).toBe("Verfügbar");
    // Another API process (its own cache and listener) learns of a booking here through NOTIFY.
    const other = ctx.build();
    const guest = ctx.client(other);
    const read = async () =>
      statusOf(
        (await guest.get(`/api/simple-timeslots/${cast.restaurant.id}/2026-05-20/4`)).body
          .timeSlots as Slot[],
        "19:00",
      );
    expect(await read()).toBe("Verfügbar");
    const announced = new Promise<void>((resolve) => {
      void other.deps.events.subscribe(cast.restaurant.id, (m) => {
        if (m.type === "new_reservation") resolve();
      });
    });
    await as.anonymous.post(
      `/api/reservation/${cast.restaurant.id}`,
      booking({ reservationDate: "2026-05-20", numberOfGuests: 4 }),
    );
    await announced;
    expect(await read()).toBe("Ausgebucht");
  });
});
