import {
  findSpecialHourFor,
  isClosedDay,
  isClosingSpecialHour,
  nextOpenDate,
  type OpeningHoursLike,
  type SpecialHourLike,
} from "@tischservice/core/rules";
import { isRecord, type Json, text } from "./json.ts";
import type { RestaurantInfo, Schedule } from "./restaurant-info.ts";

/**
 * What reads a restaurant and its schedule: the API's answers, closed days to grey out, the next open day.
 * Needed only after the first slots (the restaurant and the schedule are asked for then): widget.js loads
 * it on demand, together with those requests (`loadRestaurantData` in api.ts).
 */
export { nextOpenDate };

/** The restaurant from `GET /api/restaurants/{id}`; `base` resolves a relative banner URL. */
export function restaurantFrom(body: Json, id: string, base: string): RestaurantInfo {
  const data = isRecord(body.data) ? body.data : isRecord(body.restaurant) ? body.restaurant : {};
  const banner = text(data.bannerUrl);
  return {
    id: text(data._id) || text(data.id) || id,
    name: text(data.name),
    bannerUrl: banner ? new URL(banner, `${base}/`).href : null,
    website: text(data.website),
    address: text(data.address),
    timeZone: text(data.timeZone) || "Europe/Berlin",
    phone: text(data.phone),
  };
}

/** The schedule from the configuration's and the special hours' answers (null: not read). */
export function scheduleFrom(config: Json | null, special: Json | null): Schedule {
  const configData = isRecord(config?.data) ? config.data : isRecord(config?.config) ? config.config : null;
  const list = special?.data;
  return {
    openingHours: isRecord(configData?.openingHours) ? (configData.openingHours as OpeningHoursLike) : null,
    specialHours: Array.isArray(list)
      ? list.filter(
          (entry): entry is SpecialHourLike => isRecord(entry) && typeof entry.startDate === "string",
        )
      : [],
    horizonDays: typeof configData?.bookingHorizonDays === "number" ? configData.bookingHorizonDays : null,
  };
}

/** Whether a date is closed by the schedule; unknown opening hours close only by special hours. */
export function closedBySchedule(date: string, schedule: Schedule | null): boolean {
  if (!schedule) return false;
  if (schedule.openingHours) return isClosedDay(date, schedule.openingHours, schedule.specialHours);
  const special = findSpecialHourFor(date, schedule.specialHours);
  return special ? isClosingSpecialHour(special) : false;
}
