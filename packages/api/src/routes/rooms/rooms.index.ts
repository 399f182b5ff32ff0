import { createRouter } from "../../http/create-router.ts";
import * as handlers from "./rooms.handlers.ts";
import * as routes from "./rooms.routes.ts";

export const roomsRouter = createRouter()
  .openapi(routes.listRooms, handlers.listRoomsHandler)
  .openapi(routes.createRoom, handlers.createRoomHandler)
  .openapi(routes.deleteRoom, handlers.deleteRoomHandler);
