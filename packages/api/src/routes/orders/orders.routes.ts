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
import { errorResponses, jsonBody, jsonContent } from "../../http/create-router.ts";
import { resourceRoutes } from "../../http/resource-routes.ts";
import { dataAnswer, messageDataAnswer } from "../../lib/answer-schemas.ts";
import { OrderDtoSchema } from "../../orders/order-dto.ts";

const tags = ["Bestellungen"];
const route = resourceRoutes(tags);
const One = messageDataAnswer(OrderDtoSchema);
/** Both item changes answer alike: the changed order, or 409 when the order no longer allows the change. */
const itemChangeResponses = {
  200: jsonContent(One, "Gespeichert"),
  ...errorResponses(400, 401, 403, 404, 409),
};

export const listOrders = route.get(
  "/api/orders/restaurant/{restaurantId}",
  "Bestellungen eines Restaurants (Personal; Restaurant- oder Inhaber-ID; Unterbenutzer: nur offene)",
  {
    description:
      "Mit `status=open` nur die offenen (unbezahlten) Bestellungen, wie das Dashboard sie zeigt; ohne alle, auch die bezahlten aller Jahre.",
    request: { params: restaurantIdParamsSchema, query: orderListQuerySchema },
    responses: {
      200: jsonContent(dataAnswer(z.array(OrderDtoSchema)), "Bestellungen"),
      ...errorResponses(400, 401, 403, 404),
    },
  },
);

export const createOrder = route.post(
  "/api/orders",
  "Bestellung aufnehmen (Personal): am Tisch oder Take-Away; Preise und Summe aus der Speisekarte",
  {
    request: { body: jsonBody(createOrderRequestSchema) },
    responses: { 201: jsonContent(One, "Aufgenommen"), ...errorResponses(400, 401, 403, 404) },
  },
);

export const updateQuantity = route.put(
  "/api/orders/{orderId}/item/{menuItemId}/quantity",
  "Menge ändern (nicht unter 0, nicht für gelieferte Artikel, nicht nach der Zahlung)",
  {
    request: { params: orderItemParamsSchema, body: jsonBody(updateOrderItemQuantityRequestSchema) },
    responses: itemChangeResponses,
  },
);

export const updateDelivered = route.put(
  "/api/orders/{orderId}/item/{menuItemId}/delivered",
  "Artikel als geliefert markieren (oder zurücknehmen)",
  {
    request: { params: orderItemParamsSchema, body: jsonBody(updateOrderItemDeliveredRequestSchema) },
    responses: itemChangeResponses,
  },
);

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

export const payOrder = route.put(
  "/api/orders/{orderId}/payment",
  "Bezahlen (Personal): alle offenen Bestellungen des Tisches zusammen, Trinkgeld anteilig; idempotent per Idempotency-Key",
  {
    request: {
      params: orderParamsSchema,
      headers: z.object({ "idempotency-key": idempotencyKeySchema.optional() }),
      body: jsonBody(orderPaymentRequestSchema),
    },
    responses: {
      200: jsonContent(
        messageDataAnswer(PaymentResultSchema),
        "Bezahlt (auch die Wiederholung mit demselben Schlüssel)",
      ),
      ...errorResponses(400, 401, 403, 404, 409),
    },
  },
);
