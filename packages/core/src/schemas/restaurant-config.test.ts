import { describe, expect, it } from "vitest";
import { validationTexts } from "../texts/validation.ts";
import {
  isValidTimeZone,
  restaurantConfigResponseSchema,
  restaurantConfigSchema,
  updateRestaurantConfigRequestSchema,
} from "./restaurant-config.ts";

const openDay = { isOpen: true, openTime: "11:00", closeTime: "22:00" };

describe("restaurantConfigSchema", () => {
  it("given an almost empty config, fills the defaults", () => {
    expect(restaurantConfigSchema.parse({ restaurant_name: "Trattoria" })).toEqual({
      restaurantName: "Trattoria",
      openingHours: {},
      reservationDuration: 120,
      slotInterval: 30,
      bookingLeadTime: 30,
      autoConfirmReservations: false,
      emailNotificationsEnabled: true,
      reminderEnabled: true,
      reminderTiming: "24h",
      regularGuestVisits: 3,
      autoBlockNoShows: null,
      reserveWithGoogle: false,
      bookingHorizonDays: 180,
      sameDayCutoff: null,
      pacing: null,
      onlineSeatShare: 100,
      changeCutoffHours: 2,
      timeZone: "Europe/Berlin",
      reservationRetentionMonths: null,
    });
  });
  it("given the guest book's threshold (Stammgast from 3 visits), keeps 1 to 50 and refuses others in German", () => {
    expect(restaurantConfigSchema.parse({ regularGuestVisits: 5 }).regularGuestVisits).toBe(5);
    expect(updateRestaurantConfigRequestSchema.parse({ regularGuestVisits: 1 })).toEqual({
      regularGuestVisits: 1,
    });
    for (const value of [0, 51, 2.5, "3"]) {
      const result = updateRestaurantConfigRequestSchema.safeParse({ regularGuestVisits: value });
      expect(result.error?.issues[0]?.message).toBe("Stammgast ab: zwischen 1 und 50 Besuchen.");
    }
  });
  it("given the automatic block after no-shows, keeps 1 to 20 or null and refuses others in German", () => {
    expect(restaurantConfigSchema.parse({ autoBlockNoShows: 3 }).autoBlockNoShows).toBe(3);
    expect(restaurantConfigSchema.parse({ autoBlockNoShows: 99 }).autoBlockNoShows).toBeNull();
    expect(updateRestaurantConfigRequestSchema.parse({ autoBlockNoShows: null })).toEqual({
      autoBlockNoShows: null,
    });
    for (const value of [0, 21, 2.5, "3"]) {
      const result = updateRestaurantConfigRequestSchema.safeParse({ autoBlockNoShows: value });
      expect(result.error?.issues[0]?.message).toBe(
        "Automatisch sperren: nach 1 bis 20 Nichterscheinen oder aus.",
      );
    }
  });
  it("given reminder settings, keeps them; reminders are on unless false (default on, 24 h)", () => {
    const config = restaurantConfigSchema.parse({ reminderEnabled: false, reminderTiming: "morning" });
    expect(config.reminderEnabled).toBe(false);
    expect(config.reminderTiming).toBe("morning");
    expect(restaurantConfigSchema.parse({ reminderTiming: "weekly" }).reminderTiming).toBe("24h");
  });
  it("given an unknown reminder timing in a save, refuses it with a German message", () => {
    const result = updateRestaurantConfigRequestSchema.safeParse({ reminderTiming: "weekly" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      "Bitte wählen Sie „24 Stunden vorher“ oder „Am Morgen des Tages (09:00 Uhr)“.",
    );
    expect(
      updateRestaurantConfigRequestSchema.parse({ reminderEnabled: false, reminderTiming: "morning" }),
    ).toEqual({ reminderEnabled: false, reminderTiming: "morning" });
  });
  it("given emailNotificationsEnabled false, keeps it off; any other value is on", () => {
    expect(restaurantConfigSchema.parse({ emailNotificationsEnabled: false }).emailNotificationsEnabled).toBe(
      false,
    );
    expect(restaurantConfigSchema.parse({ emailNotificationsEnabled: null }).emailNotificationsEnabled).toBe(
      true,
    );
  });
  it("given a day with lunch break, fills missing times with empty strings", () => {
    const config = restaurantConfigSchema.parse({
      openingHours: { monday: { ...openDay, hasLunchBreak: true } },
    });
    expect(config.openingHours.monday).toEqual({
      ...openDay,
      hasLunchBreak: true,
      lunchBreakStart: "",
      lunchBreakEnd: "",
    });
  });
  it("given the answer under `config`, reads it as data", () => {
    expect(
      restaurantConfigResponseSchema.parse({ success: true, config: {} }).data?.reservationDuration,
    ).toBe(120);
  });
});

describe("updateRestaurantConfigRequestSchema", () => {
  it.each([60, 90, 120, 150, 180, 210, 240])("given duration %i, accepts it", (reservationDuration) => {
    expect(updateRestaurantConfigRequestSchema.parse({ reservationDuration })).toEqual({
      reservationDuration,
    });
  });
  it.each([0, 30, 100, 270])("given duration %i, refuses it", (reservationDuration) => {
    expect(updateRestaurantConfigRequestSchema.safeParse({ reservationDuration }).success).toBe(false);
  });
  it("given slot interval 15/30/60, accepts; 20 is refused", () => {
    for (const slotInterval of [15, 30, 60]) {
      expect(updateRestaurantConfigRequestSchema.safeParse({ slotInterval }).success).toBe(true);
    }
    expect(updateRestaurantConfigRequestSchema.safeParse({ slotInterval: 20 }).success).toBe(false);
  });
  it("given an open day without times, asks for them", () => {
    const result = updateRestaurantConfigRequestSchema.safeParse({
      openingHours: { tuesday: { isOpen: true } },
    });
    expect(result.error?.issues[0]?.message).toBe(validationTexts.openingTimesRequired);
  });
  it("given a lunch break without its times, asks for them", () => {
    const result = updateRestaurantConfigRequestSchema.safeParse({
      openingHours: { friday: { ...openDay, hasLunchBreak: true, lunchBreakStart: "14:00" } },
    });
    expect(result.error?.issues[0]?.message).toBe(validationTexts.lunchBreakTimesRequired);
  });
  it("given a weekday key that does not exist, rejects it", () => {
    expect(updateRestaurantConfigRequestSchema.safeParse({ openingHours: { montag: openDay } }).success).toBe(
      false,
    );
  });
  it("given an unknown time zone, refuses it; Europe/Berlin passes", () => {
    expect(
      updateRestaurantConfigRequestSchema.safeParse({ timeZone: "Mars/Olympus" }).error?.issues[0]?.message,
    ).toBe(validationTexts.invalidTimeZone);
    expect(isValidTimeZone("Europe/Berlin")).toBe(true);
    expect(isValidTimeZone("")).toBe(false);
  });
});
