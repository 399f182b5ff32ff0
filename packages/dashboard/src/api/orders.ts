import { queryOptions } from "@tanstack/react-query";
import {
  type CreateOrderRequest,
  type Order,
  type OrderPaymentRequest,
  orderListResponseSchema,
  orderMutationResponseSchema,
  PAYMENT_TIMEOUT_MS,
} from "@tischservice/core";
import { ApiError } from "./api-errors.ts";
import { api, dataOf } from "./client.ts";
import { queryKeys } from "./query-keys.ts";

/** `GET /api/orders/restaurant/{restaurantId}?status=open`: the open orders (every screen shows only those). */
export async function fetchOrders(restaurantId: string): Promise<Order[]> {
  const raw = await dataOf(
    api.GET("/api/orders/restaurant/{restaurantId}", {
      params: { path: { restaurantId }, query: { status: "open" } },
    }),
  );
  return orderListResponseSchema.parse(raw).data;
}

/** The restaurant's open orders. */
export const ordersQueryOptions = (restaurantId: string) =>
  queryOptions({ queryKey: queryKeys.orders(restaurantId), queryFn: () => fetchOrders(restaurantId) });

function checked(raw: unknown): string | null {
  const answer = orderMutationResponseSchema.parse(raw);
  if (!answer.success) throw new ApiError(400, answer.message ?? null, answer);
  return answer.message ?? null;
}

/** `POST /api/orders`: a dine-in order for a table or a take-away order; the server prices the items. */
export async function createOrder(order: CreateOrderRequest): Promise<string | null> {
  return checked(await dataOf(api.POST("/api/orders", { body: order })));
}

/** `PUT /api/orders/{orderId}/item/{menuItemId}/quantity` (not below 0, not once delivered). */
export async function updateOrderItemQuantity(
  orderId: string,
  menuItemId: string,
  quantity: number,
): Promise<void> {
  checked(
    await dataOf(
      api.PUT("/api/orders/{orderId}/item/{menuItemId}/quantity", {
        params: { path: { orderId, menuItemId } },
        body: { quantity },
      }),
    ),
  );
}

/** `PUT /api/orders/{orderId}/item/{menuItemId}/delivered`. */
export async function updateOrderItemDelivered(
  orderId: string,
  menuItemId: string,
  delivered: boolean,
): Promise<void> {
  checked(
    await dataOf(
      api.PUT("/api/orders/{orderId}/item/{menuItemId}/delivered", {
        params: { path: { orderId, menuItemId } },
        body: { delivered },
      }),
    ),
  );
}

/** The payment call gave up after 30 s without an answer. */
export class PaymentTimeoutError extends Error {
  constructor() {
    super("payment timeout");
    this.name = "PaymentTimeoutError";
  }
}

/**
 * `PUT /api/orders/{orderId}/payment` (pays all open orders of a dine-in table at once). Aborts after
 * 30 s; the idempotency key makes a retry with the same key answer the first payment instead of paying
 * twice.
 */
export async function payOrder(
  orderId: string,
  payment: Omit<OrderPaymentRequest, "idempotencyKey">,
  idempotencyKey: string,
  timeoutMs: number = PAYMENT_TIMEOUT_MS,
): Promise<string | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return checked(
      await dataOf(
        api.PUT("/api/orders/{orderId}/payment", {
          params: { path: { orderId } },
          body: payment,
          headers: { "Idempotency-Key": idempotencyKey },
          signal: controller.signal,
        }),
      ),
    );
  } catch (error) {
    if (controller.signal.aborted) throw new PaymentTimeoutError();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
