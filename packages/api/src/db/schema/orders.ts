import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idColumn, instant, updatedAt } from "./columns.ts";
import { menuItems, menuItemTypes, restaurants, tables } from "./restaurants.ts";
import { users } from "./users.ts";

/** Orders (dine-in for a table, or take-away); amounts in integer cents, recomputed on the server. */
export const orders = pgTable(
  "orders",
  {
    id: idColumn(),
    restaurantId: text("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    tableId: text("table_id").references(() => tables.id, { onDelete: "set null" }),
    tableName: text("table_name").notNull().default(""),
    customerName: text("customer_name").notNull().default(""),
    orderType: text("order_type", { enum: ["dine_in", "takeaway"] })
      .notNull()
      .default("dine_in"),
    status: text("status").notNull().default("pending"),
    totalCents: integer("total_cents").notNull().default(0),
    paymentId: text("payment_id"),
    paidAt: instant("paid_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("orders_restaurant_created_idx").on(t.restaurantId, t.createdAt),
    index("orders_restaurant_paid_idx").on(t.restaurantId, t.paidAt),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: idColumn(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The menu item ordered; kept as name and price when the item later leaves the menu. */
    menuItemId: text("menu_item_id").references(() => menuItems.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    priceCents: integer("price_cents").notNull(),
    quantity: integer("quantity").notNull(),
    type: text("type", { enum: menuItemTypes }).notNull(),
    delivered: boolean("delivered").notNull().default(false),
  },
  (t) => [
    uniqueIndex("order_items_order_menu_unique").on(t.orderId, t.menuItemId),
    check("order_items_quantity", sql`${t.quantity} >= 0`),
  ],
);

/** A payment covers one order or the merged orders of a table; `requestId` makes retries idempotent. */
export const payments = pgTable(
  "payments",
  {
    id: idColumn(),
    restaurantId: text("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    requestId: text("request_id").notNull(),
    createdByUserId: text("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    paymentMethod: text("payment_method", { enum: ["cash", "card"] }).notNull(),
    finalAmountCents: integer("final_amount_cents").notNull(),
    tipCents: integer("tip_cents").notNull().default(0),
    paidAt: instant("paid_at").notNull(),
  },
  (t) => [
    uniqueIndex("payments_request_unique").on(t.restaurantId, t.requestId),
    index("payments_restaurant_paid_idx").on(t.restaurantId, t.paidAt),
    check("payments_final_positive", sql`${t.finalAmountCents} > 0`),
    check("payments_tip_nonnegative", sql`${t.tipCents} >= 0`),
  ],
);

/** Each order's share of a payment; the tip parts sum exactly to the payment's tip. */
export const paymentOrders = pgTable(
  "payment_orders",
  {
    paymentId: text("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    tipCents: integer("tip_cents").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.orderId] }),
    uniqueIndex("payment_orders_order_unique").on(t.orderId),
  ],
);
