import { describe, expect, it } from "vitest";
import * as z from "zod";
import { validationTexts } from "../texts/validation.ts";
import { optionalNameSchema, requiredNameSchema, singleLineName } from "./common.ts";
import { demoRequestBodySchema } from "./demo-request.ts";
import { enquiryRequestSchema } from "./enquiry.ts";
import { createOrderRequestSchema } from "./order.ts";
import { registerUserRequestSchema } from "./register-user.ts";
import { createReservationRequestSchema, publicReservationRequestSchema } from "./reservation-request.ts";
import { createRestaurantRequestSchema } from "./restaurant.ts";
import { updateRestaurantConfigRequestSchema } from "./restaurant-config.ts";
import { updateRestaurantRequestSchema } from "./restaurant-update.ts";
import { guestSignupRequestSchema, restaurantSignupRequestSchema } from "./signup-request.ts";
import { createSubUserRequestSchema } from "./sub-user.ts";
import { waitlistRequestSchema } from "./waitlist.ts";

const message = validationTexts.nameSingleLine;

/** A guest's booking as the widget sends it. */
const booking = {
  customerName: "Erika Mustermann",
  customerEmail: "erika@beispiel.de",
  numberOfGuests: 2,
  reservationDate: "2026-05-13",
  timeSlot: "19:00",
};

/** Every request with a name field: a valid body and the name fields in it. */
const requests: Array<{ label: string; schema: z.ZodType; body: Record<string, unknown>; fields: string[] }> =
  [
    {
      label: "restaurant sign-up",
      schema: restaurantSignupRequestSchema,
      body: {
        name: "Maria Schmidt",
        email: "maria@beispiel.de",
        password: "Sicher#2026",
        restaurantName: "Trattoria Maria",
        acceptTerms: true,
      },
      fields: ["name", "restaurantName"],
    },
    {
      label: "guest sign-up",
      schema: guestSignupRequestSchema,
      body: { name: "Gerd Gast", email: "gerd@gast.example", password: "Sicher#2026", acceptTerms: true },
      fields: ["name"],
    },
    {
      label: "admin's new user",
      schema: registerUserRequestSchema,
      body: { name: "Neue Person", email: "neu@x.example", password: "Start#2026x", role: "Gastro" },
      fields: ["name"],
    },
    {
      label: "restaurant settings",
      schema: updateRestaurantRequestSchema,
      body: { name: "Trattoria Maria", cuisine: "Italienisch" },
      fields: ["name"],
    },
    {
      label: "create restaurant",
      schema: createRestaurantRequestSchema,
      body: { userId: "u1", name: "Trattoria Maria", email: "info@maria.example" },
      fields: ["name"],
    },
    {
      label: "restaurant configuration",
      schema: updateRestaurantConfigRequestSchema,
      body: { restaurantName: "Trattoria Maria" },
      fields: ["restaurantName"],
    },
    {
      label: "sub-user",
      schema: createSubUserRequestSchema,
      body: { username: "service_1", password: "Service#2026" },
      fields: ["username"],
    },
    {
      label: "public booking (widget, staff, walk-in)",
      schema: publicReservationRequestSchema,
      body: booking,
      fields: ["customerName"],
    },
    {
      label: "customer's booking",
      schema: createReservationRequestSchema,
      body: {
        ...booking,
        restaurantId: "r1",
      },
      fields: ["customerName"],
    },
    {
      label: "enquiry",
      schema: enquiryRequestSchema,
      body: {
        customerName: "Erika Mustermann",
        customerEmail: "erika@beispiel.de",
        numberOfGuests: 40,
        reservationDate: "2026-05-13",
        timeSlot: "19:00",
      },
      fields: ["customerName"],
    },
    {
      label: "waitlist entry",
      schema: waitlistRequestSchema,
      body: {
        customerName: "Erika Mustermann",
        customerEmail: "erika@beispiel.de",
        numberOfGuests: 2,
        date: "2026-05-13",
        from: "18:00",
        to: "20:00",
      },
      fields: ["customerName"],
    },
    {
      label: "demo request",
      schema: demoRequestBodySchema,
      body: {
        firstName: "Max",
        lastName: "Mustermann",
        email: "max@beispiel.de",
        restaurantName: "Zur Post",
      },
      fields: ["firstName", "lastName", "restaurantName"],
    },
    {
      label: "take-away order",
      schema: createOrderRequestSchema,
      body: {
        restaurantId: "r1",
        orderType: "takeaway",
        customerName: "Erika",
        items: [{ menuItemId: "m1", quantity: 1 }],
      },
      fields: ["customerName"],
    },
  ];

const cases = requests.flatMap((request) => request.fields.map((field) => ({ ...request, field })));

describe("name fields", () => {
  it.each(requests)("given the $label with plain names, accepts it", ({ schema, body }) => {
    expect(schema.safeParse(body).error?.issues).toBeUndefined();
  });

  it.each(cases)(
    "given a line break in the $label's $field, refuses it with the name message",
    ({ schema, body, field }) => {
      const issues = schema.safeParse({ ...body, [field]: "Max\nMustermann" }).error?.issues ?? [];
      expect(issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }))).toEqual([
        { path: field, message },
      ]);
    },
  );

  it.each([
    ["a carriage return", "Max\rMustermann"],
    ["a tab", "Max\tMustermann"],
    ["NUL", "Max\u0000Mustermann"],
    ["a C1 control", "Max\u0085Mustermann"],
    ["U+2028", "Max\u2028Mustermann"],
    ["U+2029", "Max\u2029Mustermann"],
  ])("given %s inside a name, refuses it", (_case, name) => {
    expect(requiredNameSchema().safeParse(name).error?.issues[0]?.message).toBe(message);
    expect(optionalNameSchema().safeParse(name).error?.issues[0]?.message).toBe(message);
  });

  it("given line breaks only around the name, trims them away and accepts it", () => {
    expect(requiredNameSchema().parse("\r\n Max Mustermann \n")).toBe("Max Mustermann");
  });

  it("given a blank name, answers the field's required message, not the name message", () => {
    expect(requiredNameSchema("Bitte Namen angeben.").safeParse("\n\t").error?.issues[0]?.message).toBe(
      "Bitte Namen angeben.",
    );
  });

  it("given a name longer than allowed, answers the length message", () => {
    expect(requiredNameSchema().safeParse("x".repeat(101)).error?.issues[0]?.message).toBe(
      "Maximal 100 Zeichen sind erlaubt",
    );
  });

  it("given any string schema, singleLineName adds the check and keeps the schema's own rules", () => {
    const code = singleLineName(z.string().regex(/^[a-z]+$/, { error: "nur a-z" }));
    expect(code.parse("abc")).toBe("abc");
    expect(code.safeParse("a\nb").error?.issues.map((issue) => issue.message)).toEqual(["nur a-z", message]);
    expect(code.safeParse("ABC").error?.issues[0]?.message).toBe("nur a-z");
  });
});
