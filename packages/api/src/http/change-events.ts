import type { ChangedEntity } from "@tischservice/core";
import { createMiddleware } from "hono/factory";
import type { AppBindings } from "../app/types.ts";
import { publishChange } from "../events/publish-change.ts";

/**
 * Resources written by the configuration routes and the entity their change announces. Reservations
 * and orders announce themselves inside their transactions.
 */
const entities: Array<[prefix: string, entity: ChangedEntity]> = [
  ["/api/tables", "tables"],
  ["/api/rooms", "rooms"],
  ["/api/menu", "menu"],
  ["/api/restaurantconfigs", "config"],
  ["/api/special-hours", "specialHours"],
  ["/api/restaurants", "restaurant"],
  ["/api/upload/banner", "restaurant"],
];

/**
 * After a successful change of one of these resources, publishes a `changed` event on the restaurant the
 * handler authorised against (`requireStaff` records it), and drops that restaurant's cached slot inputs.
 */
export const changeEvents = createMiddleware<AppBindings>(async (c, next) => {
  await next();
  if (c.req.method === "GET" || c.req.method === "HEAD" || c.req.method === "OPTIONS") return;
  if (c.res.status < 200 || c.res.status >= 300) return;
  const restaurantId = c.var.restaurantScope;
  if (!restaurantId) return;
  const match = entities.find(([prefix]) => c.req.path === prefix || c.req.path.startsWith(`${prefix}/`));
  if (!match) return;
  const { deps } = c.var;
  try {
    await publishChange(deps, deps.db, restaurantId, match[1]);
  } catch (error) {
    deps.logger.error("change event not published", { error: String(error) });
  }
});
