import { type Order, orderListResponseSchema } from "@tischservice/core";
import { requestJson } from "./http.ts";

/** `GET /api/orders/restaurant/{restaurantId}` (the frame's open-order count; part 3 shows them). */
export async function fetchOrders(restaurantId: string): Promise<Order[]> {
  const answer = orderListResponseSchema.parse(
    await requestJson(`/api/orders/restaurant/${encodeURIComponent(restaurantId)}`),
  );
  return answer.data;
}
