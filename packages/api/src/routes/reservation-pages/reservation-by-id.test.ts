import { apiAnswerTexts } from "@tischservice/core";
import { beforeAll, describe, expect, it } from "vitest";
import { addTables, assignTable, insertReservation } from "../../test/booking-helpers.ts";
import { expectAnswer } from "../../test/expect-answer.ts";
import { expectStatuses } from "../../test/roles.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { setupTestContext } from "../../test/test-context.ts";

// The clock: 2026-05-12 12:00 in Berlin.
const ctx = await setupTestContext();
const { cast, as } = signedInCast(ctx);
const path = (reservationId: string, restaurantId = cast.restaurant.id) =>
  `/api/restaurants/${restaurantId}/reservations/${reservationId}`;

let ownId = "";
let foreignId = "";

beforeAll(async () => {
  const startsAt = new Date("2026-05-20T17:00:00Z");
  const endsAt = new Date("2026-05-20T19:00:00Z");
  const own = await insertReservation(ctx.db, {
    restaurantId: cast.restaurant.id,
    customerName: "Clara Berg",
    customerEmail: "clara@beispiel.de",
    reservationDate: "2026-05-20",
    numberOfGuests: 4,
    startsAt,
    endsAt,
    status: "confirmed",
  });
  const [table] = await addTables(ctx.db, cast.restaurant.id, [4], 7);
  if (table) await assignTable(ctx.db, own, table.id);
  ownId = own.id;
  const foreign = await insertReservation(ctx.db, {
    restaurantId: cast.otherRestaurant.id,
    customerName: "Anna Fremd",
    reservationDate: "2026-05-20",
    startsAt,
    endsAt,
  });
  foreignId = foreign.id;
});

describe("GET /api/restaurants/{restaurantId}/reservations/{reservationId}", () => {
  it("given the staff's own reservation, answers it with its tables and the restaurant's name", async () => {
    const response = await as.owner.get(path(ownId));
    expectAnswer(response, 200, {
      success: true,
      data: {
        _id: ownId,
        customerName: "Clara Berg",
        customerEmail: "clara@beispiel.de",
        reservationDate: "2026-05-20",
        timeSlot: "19:00",
        numberOfGuests: 4,
        status: "confirmed",
        restaurantId: cast.restaurant.id,
        restaurantName: expect.any(String),
        tableNumbers: ["7"],
      },
    });
  });

  it("given the roles, lets owner, sub-user and admin read and refuses everyone else", async () => {
    await expectStatuses(
      as,
      { anonymous: 401, customer: 403, otherOwner: 403, subuser: 200, admin: 200, owner: 200 },
      (client) => client.get(path(ownId)),
    );
  });

  it("given an unknown id or another restaurant's reservation, answers the same German 404", async () => {
    for (const id of ["unbekannt", foreignId]) {
      const response = await as.owner.get(path(id));
      expect({ id, status: response.status }).toEqual({ id, status: 404 });
      expect(response.body).toMatchObject({ success: false, message: apiAnswerTexts.reservations.notFound });
    }
    // Even the admin reads a reservation only under its own restaurant.
    expect((await as.admin.get(path(foreignId))).status).toBe(404);
    expect((await as.admin.get(path(foreignId, cast.otherRestaurant.id))).status).toBe(200);
  });

  it("given an unknown restaurant, answers 404; given a malformed id, 400 with the validation code", async () => {
    expect((await as.admin.get(path(ownId, "unbekannt"))).status).toBe(404);
    const malformed = await as.owner.get(path("kein%20gueltiger%20schluessel"));
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ success: false, code: "validation" });
  });
});
