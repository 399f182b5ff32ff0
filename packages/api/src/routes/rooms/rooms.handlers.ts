import { apiAnswerTexts, roomDesignerTexts } from "@tischservice/core";
import { asc, eq } from "drizzle-orm";
import type { AppRouteHandler } from "../../app/types.ts";
import { findRestaurant, requireManager, requireStaff } from "../../auth/access.ts";
import { rooms } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import type { createRoom, deleteRoom, listRooms } from "./rooms.routes.ts";

function toRoomDto(row: typeof rooms.$inferSelect) {
  return {
    _id: row.id,
    id: row.id,
    restaurantId: row.restaurantId,
    name: row.name,
    width: row.width,
    height: row.height,
    shape: row.shape,
    color: row.color,
  };
}

export const listRoomsHandler: AppRouteHandler<typeof listRooms> = async (c) => {
  const { db } = c.var.deps;
  const restaurant = await findRestaurant(db, c.req.valid("param").restaurantId);
  requireStaff(c, restaurant);
  const rows = await db
    .select()
    .from(rooms)
    .where(eq(rooms.restaurantId, restaurant.id))
    .orderBy(asc(rooms.createdAt));
  const data = rows.map(toRoomDto);
  return c.json({ success: true as const, rooms: data, data }, 200);
};

export const createRoomHandler: AppRouteHandler<typeof createRoom> = async (c) => {
  const { db, now } = c.var.deps;
  const body = c.req.valid("json");
  const restaurant = await findRestaurant(db, body.restaurantId);
  requireManager(c, restaurant);
  const [row] = await db
    .insert(rooms)
    .values({
      restaurantId: restaurant.id,
      name: body.name,
      width: body.width,
      height: body.height,
      shape: body.shape,
      color: body.color,
      createdAt: now(),
    })
    .returning();
  if (!row) throw new Error("insert returned nothing");
  const room = toRoomDto(row);
  return c.json({ success: true as const, message: roomDesignerTexts.saveSuccess, room, data: room }, 201);
};

export const deleteRoomHandler: AppRouteHandler<typeof deleteRoom> = async (c) => {
  const { db } = c.var.deps;
  const [room] = await db
    .select()
    .from(rooms)
    .where(eq(rooms.id, c.req.valid("param").id))
    .limit(1);
  if (!room) throw notFound(apiAnswerTexts.rooms.notFound);
  requireManager(c, await findRestaurant(db, room.restaurantId));
  // tables.room_id is ON DELETE SET NULL: the tables stay where they are, without a room.
  await db.delete(rooms).where(eq(rooms.id, room.id));
  return c.json({ success: true, message: roomDesignerTexts.deleteSuccess }, 200);
};
