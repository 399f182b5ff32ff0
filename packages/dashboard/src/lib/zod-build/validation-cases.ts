import {
  guestCountSchema,
  loginRequestSchema,
  publicReservationRequestSchema,
  reservationStatusSchema,
  validationTexts,
} from "@tischservice/core";

/**
 * What a schema did with one input, in a form both runs can compare: the parsed data, or the German
 * messages of its issues.
 */
export type ValidationOutcome = { ok: true; data: unknown } | { ok: false; messages: string[] };

export interface ValidationCase {
  name: string;
  run: () => ValidationOutcome | unknown;
  expected: ValidationOutcome | unknown;
}

function outcome(
  result: { success: true; data: unknown } | { success: false; error: { issues: { message: string }[] } },
) {
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, messages: result.error.issues.map((issue) => issue.message) };
}

const booking = {
  customerName: " Erika Muster ",
  customerEmail: "erika@example.de",
  numberOfGuests: 4,
  reservationDate: "2026-12-24",
  timeSlot: "19:30",
};

/**
 * Validation the dashboard relies on, run twice with the same expectations: against the source (its
 * test) and against a production build of this module made with the dashboard's Vite config, where zod's
 * JSON Schema generator is replaced by a stub (`scripts/check-zod-build.mjs`, part of `test:build`).
 */
export const validationCases: ValidationCase[] = [
  {
    name: "login: e-mail lowercased, rememberMe defaults to false",
    run: () => outcome(loginRequestSchema.safeParse({ email: "Wirt@Example.DE", password: "geheim" })),
    expected: { ok: true, data: { email: "wirt@example.de", password: "geheim", rememberMe: false } },
  },
  {
    name: "login: empty password refused with the spec's text",
    run: () => outcome(loginRequestSchema.safeParse({ email: "wirt@example.de", password: "" })),
    expected: { ok: false, messages: [validationTexts.loginRequired] },
  },
  {
    name: "login: unknown key refused (strict object)",
    run: () => loginRequestSchema.safeParse({ email: "wirt@example.de", password: "x", admin: true }).success,
    expected: false,
  },
  {
    name: "booking: trimmed name, valid date and time",
    run: () => outcome(publicReservationRequestSchema.safeParse(booking)),
    expected: { ok: true, data: { ...booking, customerName: "Erika Muster" } },
  },
  {
    name: "booking: 31 guests, 24:00 and 2026-02-30 refused",
    run: () =>
      outcome(
        publicReservationRequestSchema.safeParse({
          ...booking,
          numberOfGuests: 31,
          reservationDate: "2026-02-30",
          timeSlot: "24:00",
        }),
      ),
    expected: {
      ok: false,
      messages: [validationTexts.guestsOutOfRange, validationTexts.invalidDate, validationTexts.invalidTime],
    },
  },
  {
    name: "booking: malformed e-mail refused",
    run: () => outcome(publicReservationRequestSchema.safeParse({ ...booking, customerEmail: "erika@" })),
    expected: { ok: false, messages: [validationTexts.invalidEmail] },
  },
  {
    name: "guest count: 2.5 is not a party size",
    run: () => outcome(guestCountSchema.safeParse(2.5)),
    expected: { ok: false, messages: [validationTexts.guestsOutOfRange] },
  },
  {
    name: "guest count: introspection reads the bounds (the stub's aggregateChecks)",
    run: () => [guestCountSchema.minValue, guestCountSchema.maxValue, guestCountSchema.isInt],
    expected: [1, 30, true],
  },
  {
    name: "reservation status: only the spec's values",
    run: () => [
      reservationStatusSchema.safeParse("confirmed").success,
      reservationStatusSchema.safeParse("done").success,
    ],
    expected: [true, false],
  },
];

/** Runs every case: the names of those whose result differs from the expectation, with what came out. */
export function failingValidationCases(): { name: string; actual: unknown; expected: unknown }[] {
  return validationCases.flatMap(({ name, run, expected }) => {
    const actual = run();
    return JSON.stringify(actual) === JSON.stringify(expected) ? [] : [{ name, actual, expected }];
  });
}
