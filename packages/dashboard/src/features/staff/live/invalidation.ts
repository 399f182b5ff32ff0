import type { InvalidateQueryFilters, QueryKey } from "@tanstack/react-query";
import {
  type ChangedEntity,
  type NotificationMessage,
  normalizeWireDate,
  rangeTouchesDates,
  slotDaysTouchedBy,
} from "@tischservice/core";
import { queryKeys } from "../../../api/query-keys.ts";

export interface RestaurantScope {
  restaurantId: string;
  /** The id the owner's data is read with (config, special hours). */
  ownerId: string;
  userId: string;
}

/**
 * The queries a `changed` event touches: exactly the entity's keys of this restaurant. The onboarding
 * checklist ticks its steps from tables, reservations, config (opening hours) and restaurant data.
 */
export function keysForChangedEntity(entity: ChangedEntity, scope: RestaurantScope): QueryKey[] {
  switch (entity) {
    case "reservations":
      return [
        queryKeys.reservations(scope.restaurantId),
        ["guest-reservation"],
        ["statistics", scope.restaurantId],
        // The guest book's counts, history and the cards' hints come from the reservations.
        queryKeys.guests(scope.restaurantId),
        queryKeys.onboarding(scope.restaurantId),
      ];
    case "orders":
      // A payment changes the revenue figures too.
      return [queryKeys.orders(scope.restaurantId), ["statistics", scope.restaurantId]];
    case "tables":
      // Reservations carry their table names; the slot picker depends on the tables too.
      return [
        queryKeys.tables(scope.restaurantId),
        ["time-slots", scope.restaurantId],
        queryKeys.onboarding(scope.restaurantId),
      ];
    case "menu":
      return [queryKeys.menu(scope.restaurantId)];
    case "config":
      return [
        queryKeys.config(scope.userId),
        ["time-slots", scope.restaurantId],
        queryKeys.onboarding(scope.restaurantId),
      ];
    case "restaurant":
      return [queryKeys.restaurant(scope.restaurantId), queryKeys.onboarding(scope.restaurantId)];
    case "rooms":
      return [queryKeys.rooms(scope.restaurantId)];
    case "specialHours":
      return [queryKeys.specialHours(scope.restaurantId), ["time-slots", scope.restaurantId]];
    case "guests":
      // The guest book's note and tags (list, profile and the cards' hints live under this prefix).
      return [queryKeys.guests(scope.restaurantId)];
    case "enquiries":
    case "waitlist":
      // On the reservations page: large groups' "Anfragen" (`['enquiries', restaurantId]`) and the
      // "Warteliste" of every day (`['waitlist', restaurantId, date]`).
      return [[entity, scope.restaurantId]];
  }
}

/** The queries a notification message touches (none for connected and keepalive). */
export function keysForMessage(message: NotificationMessage, scope: RestaurantScope): QueryKey[] {
  if (message.type === "new_reservation")
    return [
      queryKeys.reservations(scope.restaurantId),
      ["time-slots", scope.restaurantId],
      queryKeys.onboarding(scope.restaurantId),
      queryKeys.guests(scope.restaurantId),
    ];
  if (message.type === "changed") {
    const keys = keysForChangedEntity(message.data.entity, scope);
    return message.data.entity === "reservations" ? [...keys, ["time-slots", scope.restaurantId]] : keys;
  }
  return [];
}

/**
 * The reservation dates a message names (a new reservation's date, a reservation change's `dates`), or
 * null when it names none: then every loaded day may be touched.
 */
export function datesTouched(message: NotificationMessage): string[] | null {
  if (message.type === "new_reservation") {
    const date = normalizeWireDate(message.data.date);
    return date ? [date] : null;
  }
  if (message.type === "changed" && message.data.entity === "reservations") {
    const dates = message.data.dates ?? [];
    return dates.length > 0 ? dates : null;
  }
  return null;
}

/**
 * What a message invalidates, as filters for `invalidateQueries`: the keys of `keysForMessage`, except that
 * a message naming its dates reloads, of the restaurant's reservations as a whole, only the loaded date
 * ranges that show one of them, and of the free slots only the days it can move (`slotDaysTouchedBy`).
 * Everything else below them (the list's pages and counters, one reservation and its history) does not go
 * by date and reloads as before; so do the cards' guest hints, which count a guest's visits on every day.
 */
export function invalidationsForMessage(
  message: NotificationMessage,
  scope: RestaurantScope,
): InvalidateQueryFilters[] {
  const dates = datesTouched(message);
  if (!dates) return keysForMessage(message, scope).map((queryKey) => ({ queryKey }));
  const slotDays = new Set(slotDaysTouchedBy(dates));
  return keysForMessage(message, scope).map((queryKey): InvalidateQueryFilters => {
    if (queryKey.length !== 2) return { queryKey };
    if (queryKey[0] === "reservations")
      return {
        queryKey,
        predicate: ({ queryKey: [, , part, from, to] }) =>
          part !== "range" || rangeTouchesDates({ from: String(from), to: String(to) }, dates),
      };
    if (queryKey[0] === "time-slots")
      return { queryKey, predicate: ({ queryKey: [, , day] }) => slotDays.has(String(day)) };
    return { queryKey };
  });
}
