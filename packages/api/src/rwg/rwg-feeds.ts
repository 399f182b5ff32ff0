import { addDaysToWireDate, reserveWithGoogleTexts, wireDateOfInstant } from "@tischservice/core";
import { type DayInputs, loadDayInputs } from "../availability/day-inputs.ts";
import type { Db } from "../db/client.ts";
import type { Restaurant } from "../db/schema/index.ts";
import { listRwgMerchants } from "./rwg-merchant.ts";
import { rwgDaySlots } from "./rwg-slots.ts";
import { RWG_SERVICE_ID } from "./rwg-wire.ts";

/** How many days ahead the availability feed reaches. */
export const RWG_FEED_DAYS = 30;

const seconds = (date: Date) => Math.round(date.getTime() / 1000);

/** Every feed is the complete state of the world in one shard. */
function metadata(now: Date, feed: string) {
  return {
    processing_instruction: "PROCESS_AS_COMPLETE",
    shard_number: 0,
    total_shards: 1,
    nonce: `${feed}-${seconds(now)}`,
    generation_timestamp: seconds(now),
  };
}

function merchantEntry(restaurant: Restaurant) {
  return {
    merchant_id: restaurant.id,
    name: restaurant.name,
    ...(restaurant.phone ? { telephone: restaurant.phone } : {}),
    ...(restaurant.website ? { url: restaurant.website } : {}),
    category: "restaurant",
    geo: { unstructured_address: restaurant.address },
  };
}

/** The free starts of one restaurant for every party size it takes online, over the feed's days. */
async function availabilityOf(db: Db, restaurant: Restaurant, now: Date) {
  const today = wireDateOfInstant(now, restaurant.timeZone);
  const entries = [];
  for (let day = 0; day < RWG_FEED_DAYS; day++) {
    const date = addDaysToWireDate(today, day);
    if (!date) continue;
    const inputs = await loadDayInputs(db, restaurant, date);
    const load = async (): Promise<DayInputs> => inputs;
    const confirmation_mode = inputs.autoConfirmReservations
      ? "CONFIRMATION_MODE_SYNCHRONOUS"
      : "CONFIRMATION_MODE_ASYNCHRONOUS";
    for (let party = 1; party <= inputs.maxOnlinePartySize; party++) {
      for (const slot of await rwgDaySlots(load, restaurant, date, party, now)) {
        if (!slot.available) continue;
        entries.push({
          merchant_id: restaurant.id,
          service_id: RWG_SERVICE_ID,
          start_sec: seconds(slot.startsAt),
          duration_sec: seconds(slot.endsAt) - seconds(slot.startsAt),
          spots_total: 1,
          spots_open: 1,
          resources: { party_size: party },
          confirmation_mode,
        });
      }
    }
  }
  return entries;
}

/**
 * The merchant, service and availability feeds (Maps Booking API v3 feed formats, JSON) for every listed
 * restaurant that opted in to "Mit Google reservieren".
 */
export async function buildRwgFeeds(db: Db, now: Date) {
  const merchants = await listRwgMerchants(db);
  const availability = [];
  for (const restaurant of merchants) availability.push(...(await availabilityOf(db, restaurant, now)));
  return {
    merchants: { metadata: metadata(now, "merchants"), merchant: merchants.map(merchantEntry) },
    services: {
      metadata: metadata(now, "services"),
      service: merchants.map((restaurant) => ({
        merchant_id: restaurant.id,
        service_id: RWG_SERVICE_ID,
        name: reserveWithGoogleTexts.serviceName,
      })),
    },
    availability: {
      metadata: metadata(now, "availability"),
      service_availability: [{ availability }],
    },
  };
}
