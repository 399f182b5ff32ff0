import { describe, expectTypeOf, it } from "vitest";
import type * as z from "zod";
import type { RevenueStatistics } from "../rules/revenue-statistics.ts";
import type { ReservationStatisticsSummary } from "../rules/statistics-summary.ts";
import type { PricingPlan } from "../texts/pricing.ts";
import type { LoginRequest } from "./auth.ts";
import type { MenuItem, MenuItemType } from "./menu-item.ts";
import type { NotificationMessage } from "./notification.ts";
import type { Order, OrderItem, OrderType } from "./order.ts";
import type { TimeSlotsParams } from "./params.ts";
import type { Payment, PaymentMethod } from "./payment.ts";
import type { Reservation } from "./reservation.ts";
import type { PublicReservationRequest } from "./reservation-request.ts";
import type { ReservationStatus } from "./reservation-status.ts";
import type { Restaurant } from "./restaurant.ts";
import type { RestaurantConfig } from "./restaurant-config.ts";
import type { Room } from "./room.ts";
import type { CookieConsent, PricingPlanRecord } from "./site.ts";
import type { SpecialHour, SpecialHourType } from "./special-hour.ts";
import type { statisticsResponseSchema } from "./statistics.ts";
import type { Table } from "./table.ts";
import type { User, UserRole } from "./user.ts";

describe("entity types", () => {
  it("given a Reservation, its normalised fields have their narrow types", () => {
    expectTypeOf<Reservation["_id"]>().toEqualTypeOf<string>();
    expectTypeOf<Reservation["status"]>().toEqualTypeOf<ReservationStatus>();
    expectTypeOf<ReservationStatus>().toEqualTypeOf<
      "pending" | "confirmed" | "arrived" | "seated" | "completed" | "cancelled" | "no_show"
    >();
    expectTypeOf<Reservation["reservationDate"]>().toEqualTypeOf<string>();
    expectTypeOf<Reservation["numberOfGuests"]>().toEqualTypeOf<number>();
    expectTypeOf<Reservation["tableNumbers"]>().toEqualTypeOf<string[]>();
    expectTypeOf<Reservation["tableInfo"]>().toEqualTypeOf<string | null>();
    expectTypeOf<Reservation["isTableCombo"]>().toEqualTypeOf<boolean>();
    expectTypeOf<Reservation>().not.toHaveProperty("date");
    expectTypeOf<Reservation>().not.toHaveProperty("partySize");
  });
  it("given a User, it has no password and a normalised role", () => {
    expectTypeOf<User>().not.toHaveProperty("password");
    expectTypeOf<User["role"]>().toEqualTypeOf<UserRole>();
    expectTypeOf<UserRole>().toEqualTypeOf<"Admin" | "Gastro" | "customer">();
    expectTypeOf<User["isSubuser"]>().toEqualTypeOf<boolean>();
  });
  it("given a Restaurant, `ownerId` replaces `user_id`", () => {
    expectTypeOf<Restaurant["_id"]>().toEqualTypeOf<string>();
    expectTypeOf<Restaurant>().toHaveProperty("ownerId");
    expectTypeOf<Restaurant>().not.toHaveProperty("user_id");
  });
  it("given a RestaurantConfig, durations and intervals are the required literals", () => {
    expectTypeOf<RestaurantConfig["reservationDuration"]>().toEqualTypeOf<
      60 | 90 | 120 | 150 | 180 | 210 | 240
    >();
    expectTypeOf<RestaurantConfig["slotInterval"]>().toEqualTypeOf<15 | 30 | 60>();
    expectTypeOf<RestaurantConfig["emailNotificationsEnabled"]>().toEqualTypeOf<boolean>();
    expectTypeOf<RestaurantConfig["timeZone"]>().toEqualTypeOf<string>();
    expectTypeOf<
      NonNullable<RestaurantConfig["openingHours"]["monday"]>["hasLunchBreak"]
    >().toEqualTypeOf<boolean>();
  });
  it("given special hours, tables, rooms and menu items, their unions are narrow", () => {
    expectTypeOf<SpecialHour["type"]>().toEqualTypeOf<SpecialHourType>();
    expectTypeOf<SpecialHourType>().toEqualTypeOf<
      "holiday" | "vacation" | "special_event" | "other" | "closed"
    >();
    expectTypeOf<Table["tableNumber"]>().toEqualTypeOf<string>();
    expectTypeOf<Table["position"]>().toEqualTypeOf<{ x: number; y: number; rotation: number }>();
    expectTypeOf<Room["shape"]>().toEqualTypeOf<{ x: number; y: number }[]>();
    expectTypeOf<MenuItem["type"]>().toEqualTypeOf<MenuItemType>();
    expectTypeOf<MenuItemType>().toEqualTypeOf<"drink" | "appetizer" | "main" | "dessert">();
  });
  it("given orders and payments, types and methods are narrow", () => {
    expectTypeOf<Order["orderType"]>().toEqualTypeOf<OrderType>();
    expectTypeOf<OrderType>().toEqualTypeOf<"dine-in" | "takeaway">();
    expectTypeOf<Order["items"]>().toEqualTypeOf<OrderItem[]>();
    expectTypeOf<Payment["paymentMethod"]>().toEqualTypeOf<PaymentMethod>();
    expectTypeOf<PaymentMethod>().toEqualTypeOf<"cash" | "card">();
  });
  it("given notifications, the type discriminates the data", () => {
    expectTypeOf<NotificationMessage["type"]>().toEqualTypeOf<
      "connected" | "new_reservation" | "keepalive" | "changed"
    >();
    expectTypeOf<
      Extract<NotificationMessage, { type: "new_reservation" }>["data"]["tableNames"]
    >().toEqualTypeOf<string[]>();
  });
  it("given the cookie consent, essential is always true", () => {
    expectTypeOf<CookieConsent["essential"]>().toEqualTypeOf<true>();
  });
});

describe("request types", () => {
  it("given parsed requests, defaults are filled and params are numbers", () => {
    expectTypeOf<LoginRequest["rememberMe"]>().toEqualTypeOf<boolean>();
    expectTypeOf<PublicReservationRequest["numberOfGuests"]>().toEqualTypeOf<number>();
    expectTypeOf<TimeSlotsParams["guests"]>().toEqualTypeOf<number>();
  });
});

describe("agreement with the rules and texts", () => {
  it("given the statistics answer, its figures are what the rules compute", () => {
    type Data = NonNullable<z.infer<typeof statisticsResponseSchema>["data"]>;
    expectTypeOf<ReservationStatisticsSummary>().toExtend<Data["summary"]>();
    expectTypeOf<RevenueStatistics>().toExtend<NonNullable<Data["revenue"]>>();
  });
  it("given the pricing catalogue's plan type, the schema reads it", () => {
    expectTypeOf<PricingPlanRecord>().toExtend<PricingPlan>();
  });
});
