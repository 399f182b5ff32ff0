import * as z from "zod";
import { validationTexts } from "../texts/validation.ts";
import {
  entityIdSchema,
  idSchema,
  renameKeys,
  schemaLimits,
  singleLineName,
  timestampSchema,
} from "./common.ts";
import { listResponseSchema, messageResponseSchema } from "./envelope.ts";
import { menuItemTypeSchema } from "./menu-item.ts";
import { paymentSchema } from "./payment.ts";

/** Order types; 'take-away' is tolerated on input and read as 'takeaway'. */
export const orderTypes = ["dine-in", "takeaway"] as const;
export type OrderType = (typeof orderTypes)[number];

function normaliseOrderType(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const lower = value.trim().toLowerCase();
  if (lower === "take-away" || lower === "take_away") return "takeaway";
  if (lower === "dinein" || lower === "dine_in") return "dine-in";
  return lower;
}
export const orderTypeSchema = z.preprocess(normaliseOrderType, z.enum(orderTypes));

/** An item of an order as answered. */
export const orderItemSchema = z.object({
  menuItemId: entityIdSchema,
  name: z.string(),
  price: z.number(),
  quantity: z.number().int().nonnegative(),
  type: menuItemTypeSchema.catch("main"),
  delivered: z.boolean().default(false),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** An order as answered; `id` → `_id`, `createdAt` → `created_at`, `updatedAt` → `updated_at`. */
export const orderSchema = z.preprocess(
  (raw) => renameKeys(raw, { id: "_id", createdAt: "created_at", updatedAt: "updated_at" }),
  z.object({
    _id: entityIdSchema,
    restaurantId: entityIdSchema.nullish(),
    tableId: entityIdSchema.nullish(),
    tableName: z.string().default(""),
    customerName: z.string().nullish(),
    orderType: orderTypeSchema.default("dine-in"),
    items: z.array(orderItemSchema).default([]),
    totalAmount: z.number().default(0),
    status: z.string().default("pending"),
    created_at: timestampSchema.optional(),
    updated_at: timestampSchema.optional(),
    payment: paymentSchema.nullish(),
  }),
);
export type Order = z.infer<typeof orderSchema>;

const quantitySchema = z
  .number({ error: validationTexts.quantityNegative })
  .int({ error: validationTexts.quantityNegative })
  .min(0, { error: validationTexts.quantityNegative })
  .max(999);

/** An item in `POST /api/orders`; the server re-reads name, price and type from the menu. */
export const orderItemRequestSchema = z.strictObject({
  menuItemId: idSchema,
  name: z.string().trim().max(schemaLimits.name).optional(),
  price: z.number().finite().nonnegative().optional(),
  quantity: quantitySchema.min(1, { error: validationTexts.quantityAtLeastOne }),
  type: menuItemTypeSchema.optional(),
});

/**
 * `POST /api/orders`: at least one item; take-away needs a customer name, dine-in a table. Totals are
 * recomputed by the server, a client `totalAmount` is accepted and ignored.
 */
export const createOrderRequestSchema = z
  .strictObject({
    restaurantId: idSchema,
    tableId: idSchema.nullish(),
    tableName: z
      .string()
      .trim()
      .max(schemaLimits.name + 20)
      .optional(),
    customerName: singleLineName(z.string().trim().max(schemaLimits.name)).optional(),
    items: z.array(orderItemRequestSchema, { error: validationTexts.orderNoItems }).max(200),
    totalAmount: z.number().finite().nonnegative().optional(),
    status: z.literal("pending").optional(),
    orderType: orderTypeSchema.default("dine-in"),
  })
  .superRefine((order, ctx) => {
    if (order.items.length === 0) {
      ctx.addIssue({ code: "custom", message: validationTexts.orderNoItems, path: ["items"] });
    }
    if (order.orderType === "takeaway" && !order.customerName) {
      ctx.addIssue({
        code: "custom",
        message: validationTexts.orderCustomerNameRequired,
        path: ["customerName"],
      });
    }
    if (order.orderType === "dine-in" && !order.tableId) {
      ctx.addIssue({ code: "custom", message: validationTexts.orderTableRequired, path: ["tableId"] });
    }
  });
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

/** `PUT /api/orders/{orderId}/item/{menuItemId}/...` path. */
export const orderItemParamsSchema = z.strictObject({ orderId: idSchema, menuItemId: idSchema });
/** `PUT /api/orders/{orderId}/payment` path. */
export const orderParamsSchema = z.strictObject({ orderId: idSchema });

/** `PUT .../quantity`: not below 0 ('Menge kann nicht negativ sein'). */
export const updateOrderItemQuantityRequestSchema = z.strictObject({ quantity: quantitySchema });
/** `PUT .../delivered`. */
export const updateOrderItemDeliveredRequestSchema = z.strictObject({ delivered: z.boolean() });

/** `GET /api/orders/restaurant/{restaurantId}`: `{ success, data }` (or a bare array). */
export const orderListResponseSchema = listResponseSchema(orderSchema);

/**
 * `GET /api/orders/restaurant/{restaurantId}?status=open`: only the open (unpaid) orders, all a screen of
 * the dashboard shows; without it every order, paid ones of all years included.
 */
export const orderListQuerySchema = z.strictObject({ status: z.enum(["open"]).optional() });
export const orderMutationResponseSchema = messageResponseSchema;
