import { restaurantListResponseSchema } from "@tischservice/core/schemas";
import { describe, expect, it } from "vitest";
import { readPartnerList, readPartnerPage } from "./read-partner-list.ts";

/** What core's schema makes of an answer: the list, or "refused". */
function bySchema(raw: unknown) {
  const parsed = restaurantListResponseSchema.safeParse(raw);
  return parsed.success ? parsed.data.data : "refused";
}

function byReader(raw: unknown) {
  try {
    return readPartnerList(raw);
  } catch {
    return "refused";
  }
}

const trattoria = {
  _id: "r-1",
  name: "Trattoria Demo",
  address: "Schillerstraße 12, 80336 München",
  cuisine: "Italienisch",
  description: null,
  phone: "089 1234567",
  email: "info@trattoria.example",
  website: "www.trattoria.example",
  bannerUrl: "/api/banner/1",
  ownerId: "u-1",
  isDemo: true,
  listed: true,
};

const accepted: Record<string, unknown> = {
  "given the list under data": { success: true, data: [trattoria] },
  "given the list under restaurants": { success: true, restaurants: [trattoria] },
  "given a bare array": [trattoria],
  "given neither data nor restaurants": { success: true },
  "given an empty list with a message": { success: true, data: [], message: "Keine" },
  "given numeric id and user_id": { data: [{ id: 7, name: "Zum Hirsch", user_id: 9 }] },
  "given both id and _id": { data: [{ id: 7, _id: "r-7", name: "Zum Hirsch" }] },
  "given null optional texts and owner": {
    data: [{ _id: "r-2", name: "Ohne", address: null, bannerImage: null, ownerId: null }],
  },
  "given unknown keys and tables": {
    data: [{ _id: "r-3", name: "Mit Tischen", tables: [{ id: 1 }], rating: 5, secret: "x" }],
  },
  "given success false": { success: false, data: [] },
};

const refused: Record<string, unknown> = {
  "given null": null,
  "given a string": "kaputt",
  "given data that is not a list": { data: { _id: "r-1", name: "A" } },
  "given a restaurant without a name": { data: [{ _id: "r-1" }] },
  "given a restaurant without an id": { data: [{ name: "A" }] },
  "given a numeric text field": { data: [{ _id: "r-1", name: "A", phone: 89123 }] },
  "given isDemo as text": { data: [{ _id: "r-1", name: "A", isDemo: "ja" }] },
  "given tables that are not a list": { data: [{ _id: "r-1", name: "A", tables: 3 }] },
  "given an item that is not an object": { data: ["Trattoria"] },
  "given success as text": { success: "ja", data: [] },
  "given a numeric message": { data: [], message: 5 },
};

describe("readPartnerList", () => {
  for (const [name, raw] of Object.entries(accepted)) {
    it(`${name}, reads what core's schema reads`, () => {
      const expected = bySchema(raw);
      expect(expected).not.toBe("refused");
      expect(byReader(raw)).toEqual(expected);
    });
  }
  for (const [name, raw] of Object.entries(refused)) {
    it(`${name}, refuses it as core's schema does`, () => {
      expect(bySchema(raw)).toBe("refused");
      expect(byReader(raw)).toBe("refused");
    });
  }
});

describe("readPartnerPage", () => {
  it("given a page with a next cursor, reads the restaurants and the cursor", () => {
    expect(readPartnerPage({ success: true, data: [trattoria], nextCursor: "c-1", total: null })).toEqual({
      partners: readPartnerList({ data: [trattoria] }),
      nextCursor: "c-1",
    });
  });

  it("given the last page or an answer without a cursor, reads it as the last page", () => {
    expect(readPartnerPage({ success: true, data: [], nextCursor: null }).nextCursor).toBeNull();
    expect(readPartnerPage({ success: true, restaurants: [trattoria] }).nextCursor).toBeNull();
    expect(readPartnerPage([trattoria]).nextCursor).toBeNull();
  });

  it("given a cursor that is not text, refuses the answer", () => {
    expect(() => readPartnerPage({ success: true, data: [], nextCursor: 5 })).toThrow(/nextCursor/);
  });
});
