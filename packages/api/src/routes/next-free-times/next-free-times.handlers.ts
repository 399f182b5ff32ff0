import {
  findNextFreeTimes,
  isClosedDay,
  NEXT_FREE_TIMES_DAYS,
  NEXT_FREE_TIMES_DEFAULT_LIMIT,
  nextFreeTimesMessage,
  nextFreeTimesUntil,
} from "@tischservice/core";
import type { AppRouteHandler } from "../../app/types.ts";
import { isStaffOf } from "../../auth/access.ts";
import { dayInputsLoader, daySlotsOf, requireOnlineParty } from "../../availability/day-slots.ts";
import type { getNextFreeTimes } from "./next-free-times.routes.ts";

export const getNextFreeTimesHandler: AppRouteHandler<typeof getNextFreeTimes> = async (c) => {
  const { restaurantId } = c.req.valid("param");
  const { from, guests, limit = NEXT_FREE_TIMES_DEFAULT_LIMIT } = c.req.valid("query");
  const at = c.var.deps.now();
  const load = dayInputsLoader(c.var.deps, restaurantId);
  // The first day's inputs answer 404 for an unknown restaurant and carry what every day shares: the
  // schedule (closed days are skipped without reading them) and the online limit.
  const first = await load(from);
  const staff = isStaffOf(c.var.user, first.restaurant);
  requireOnlineParty(first, guests, staff);
  const channel = staff ? "staff" : "public";
  const times = await findNextFreeTimes(from, limit, async (date) => {
    if (isClosedDay(date, first.openingHours, first.specialHours)) return [];
    const inputs = date === from ? first : await load(date);
    return daySlotsOf(inputs, guests, at, channel).slots;
  });
  return c.json(
    {
      success: true as const,
      message: nextFreeTimesMessage(times.length, NEXT_FREE_TIMES_DAYS),
      from,
      until: nextFreeTimesUntil(from) ?? from,
      guests,
      times,
    },
    200,
  );
};
