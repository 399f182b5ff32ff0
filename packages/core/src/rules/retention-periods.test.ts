import { describe, expect, it } from "vitest";
import {
  PLATFORM_RESERVATION_MONTHS_MAX,
  platformRetentionMonthsError,
  RETENTION_PERIODS,
  reservationRetentionMonths,
  restaurantRetentionMonthsError,
  retentionCutoffs,
} from "./retention-periods.ts";

describe("RETENTION_PERIODS", () => {
  it("are the issue's periods: 24 months, 30 days, 90 days, 12 months", () => {
    expect(RETENTION_PERIODS).toEqual({
      reservationMonths: 24,
      mailDays: 30,
      auditIpDays: 90,
      demoRequestMonths: 12,
    });
  });
});

describe("reservationRetentionMonths", () => {
  it("given no restaurant period, is the platform default of 24 months", () => {
    expect(reservationRetentionMonths()).toBe(24);
    expect(reservationRetentionMonths(null)).toBe(24);
  });

  it("given a shorter restaurant period, takes it", () => {
    expect(reservationRetentionMonths(6)).toBe(6);
  });

  it("given a longer restaurant period, keeps the platform default", () => {
    expect(reservationRetentionMonths(36)).toBe(24);
    expect(reservationRetentionMonths(36, 18)).toBe(18);
  });

  it("given less than a month or a fraction, keeps whole months of at least one", () => {
    expect(reservationRetentionMonths(0)).toBe(1);
    expect(reservationRetentionMonths(-3)).toBe(1);
    expect(reservationRetentionMonths(6.7)).toBe(6);
    expect(reservationRetentionMonths(Number.NaN)).toBe(24);
  });
});

describe("retentionCutoffs", () => {
  const now = new Date("2026-11-24T21:00:00.000Z");

  it("given now, counts 24 months, 30 days, 90 days and 12 months back; expired data goes at once", () => {
    expect(retentionCutoffs(now)).toEqual({
      reservationsEndedBefore: new Date("2024-11-24T21:00:00.000Z"),
      mailsBefore: new Date("2026-10-25T21:00:00.000Z"),
      auditIpBefore: new Date("2026-08-26T21:00:00.000Z"),
      demoRequestsBefore: new Date("2025-11-24T21:00:00.000Z"),
      expiredBy: now,
    });
  });

  it("given a restaurant's 6 months, anonymises its reservations after 6 months", () => {
    const cutoffs = retentionCutoffs(now, { restaurantReservationMonths: 6 });
    expect(cutoffs.reservationsEndedBefore).toEqual(new Date("2026-05-24T21:00:00.000Z"));
  });

  it("given a restaurant period longer than the platform's, keeps the platform's", () => {
    const cutoffs = retentionCutoffs(now, { restaurantReservationMonths: 48, platformReservationMonths: 12 });
    expect(cutoffs.reservationsEndedBefore).toEqual(new Date("2025-11-24T21:00:00.000Z"));
  });

  it("given the last day of a month, ends on the shorter month's last day, counted in UTC", () => {
    const cutoffs = retentionCutoffs(new Date("2026-03-31T23:30:00.000Z"), {
      restaurantReservationMonths: 1,
    });
    expect(cutoffs.reservationsEndedBefore).toEqual(new Date("2026-02-28T23:30:00.000Z"));
  });

  it("does not change the given instant", () => {
    const at = new Date(now.getTime());
    retentionCutoffs(at);
    expect(at).toEqual(now);
  });
});

describe("platformRetentionMonthsError", () => {
  it("given whole months from 1 to 120, accepts them", () => {
    expect(platformRetentionMonthsError(1)).toBeNull();
    expect(platformRetentionMonthsError(24)).toBeNull();
    expect(platformRetentionMonthsError(PLATFORM_RESERVATION_MONTHS_MAX)).toBeNull();
  });

  it("given 0, 121 or a fraction, refuses in German with the range", () => {
    for (const months of [0, 121, 6.5, -1, Number.NaN]) {
      expect(platformRetentionMonthsError(months)).toBe(
        "Bitte geben Sie die Aufbewahrungsfrist in ganzen Monaten zwischen 1 und 120 an.",
      );
    }
  });
});

describe("restaurantRetentionMonthsError", () => {
  it("given null (the platform's period) or whole months up to the platform's, accepts them", () => {
    expect(restaurantRetentionMonthsError(null, 24)).toBeNull();
    expect(restaurantRetentionMonthsError(1, 24)).toBeNull();
    expect(restaurantRetentionMonthsError(24, 24)).toBeNull();
  });

  it("given more than the platform's period, refuses naming the platform's maximum", () => {
    expect(restaurantRetentionMonthsError(25, 24)).toBe(
      "Die Aufbewahrungsfrist darf die Vorgabe der Plattform von 24 Monaten nicht überschreiten.",
    );
    expect(restaurantRetentionMonthsError(13, 12)).toContain("12 Monaten");
  });

  it("given 0 or a fraction, refuses asking for whole months", () => {
    expect(restaurantRetentionMonthsError(0, 24)).toBe(
      "Bitte geben Sie die Aufbewahrungsfrist in ganzen Monaten an (mindestens 1).",
    );
    expect(restaurantRetentionMonthsError(2.5, 24)).not.toBeNull();
  });
});
