import {
  createOrderRequestSchema,
  idempotencyKeySchema,
  orderItemParamsSchema,
  orderListQuerySchema,
  orderParamsSchema,
  orderPaymentRequestSchema,
  restaurantIdParamsSchema,
  updateOrderItemDeliveredRequestSchema,
  updateOrderItemQuantityRequestSchema,
} from "@tischservice/core";
import { z } from "zod";
import { answers } from "../../http/answers.ts";
import { jsonBody } from "../../http/create-router.ts";
import { resourceRoutes } from "../../http/resource-routes.ts";
import { dataAnswer, messageDataAnswer } from "../../lib/answer-schemas.ts";
import { OrderDtoSchema } from "../../orders/order-dto.ts";

const tags = ["Bestellungen"];
const route = resourceRoutes(tags);
const One = messageDataAnswer(OrderDtoSchema);
/** Both item changes answer alike: the changed order, or 409 when the order no longer allows the change. */
const itemChangeResponses = answers(200, One, "Gespeichert", [400, 401, 403, 404, 409]);

export const listOrders = route.get("/api/orders/restaurant/{restaurantId}", {
  summary:
    "Bestellungen eines Restaurants (Personal; Restaurant- oder Inhaber-ID; Unterbenutzer: nur offene)",
  description:
    "Mit `status=open` nur die offenen (unbezahlten) Bestellungen, wie das Dashboard sie zeigt; ohne alle, auch die bezahlten aller Jahre.",
  request: { params: restaurantIdParamsSchema, query: orderListQuerySchema },
  responses: answers(200, dataAnswer(z.array(OrderDtoSchema)), "Bestellungen", [400, 401, 403, 404]),
});

export const createOrder = route.post("/api/orders", {
  summary: "Bestellung aufnehmen (Personal): am Tisch oder Take-Away; Preise und Summe aus der Speisekarte",
  request: { body: jsonBody(createOrderRequestSchema) },
  responses: answers(201, One, "Aufgenommen", [400, 401, 403, 404]),
});

export const updateQuantity = route.put("/api/orders/{orderId}/item/{menuItemId}/quantity", {
  summary: "Menge ändern (nicht unter 0, nicht für gelieferte Artikel, nicht nach der Zahlung)",
  request: { params: orderItemParamsSchema, body: jsonBody(updateOrderItemQuantityRequestSchema) },
  responses: itemChangeResponses,
});

export const updateDelivered = route.put("/api/orders/{orderId}/item/{menuItemId}/delivered", {
  summary: "Artikel als geliefert markieren (oder zurücknehmen)",
  request: { params: orderItemParamsSchema, body: jsonBody(updateOrderItemDeliveredRequestSchema) },
  responses: itemChangeResponses,
});

export const PaymentResultSchema = z
  .object({
    paymentId: z.string(),
    paidAt: z.string(),
    finalAmount: z.number(),
    tip: z.number(),
    paymentMethod: z.enum(["cash", "card"]),
    orders: z.array(z.object({ orderId: z.string(), amount: z.number(), tip: z.number() })),
  })
  .meta({ id: "PaymentResult" });

export const payOrder = route.put("/api/orders/{orderId}/payment", {
  summary:
    "Bezahlen (Personal): alle offenen Bestellungen des Tisches zusammen, Trinkgeld anteilig; idempotent per Idempotency-Key",
  request: {
    params: orderParamsSchema,
    headers: z.object({ "idempotency-key": idempotencyKeySchema.optional() }),
    body: jsonBody(orderPaymentRequestSchema),
  },
  responses: answers(
    200,
    messageDataAnswer(PaymentResultSchema),
    "Bezahlt (auch die Wiederholung mit demselben Schlüssel)",
    [400, 401, 403, 404, 409],
  ),
});
