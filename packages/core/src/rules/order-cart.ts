import { centsToEuroAmount, euroAmountToCents } from "./money-cents.ts";

/** What the order cart reads from a menu item. */
export interface CartMenuItemLike<T extends string = string> {
  _id: string;
  name: string;
  price: number;
  type: T;
}

/** Chosen quantities by menu item id. */
export type CartQuantities = Readonly<Record<string, number>>;

/** One line of a cart, in menu order: what `POST /api/orders` sends per item. */
export interface CartLine<T extends string = string> {
  menuItemId: string;
  name: string;
  price: number;
  quantity: number;
  type: T;
  /** price × quantity in euros, computed in cents. */
  lineTotal: number;
}

/** The cart of the take-away dialog or a table's order tab. */
export interface OrderCart<T extends string = string> {
  lines: CartLine<T>[];
  /** 'Bestellung (N Artikel)': the sum of the quantities. */
  itemCount: number;
  /** 'Gesamt' in euros, summed in whole cents. */
  totalAmount: number;
}

function wholeQuantity(value: number | undefined): number {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/**
 * The cart from the menu and the chosen quantities: lines in menu order for items with a quantity above
 * 0; quantities of items no longer on the menu are dropped (a deleted item cannot be ordered).
 */
export function orderCart<T extends string>(
  menu: readonly CartMenuItemLike<T>[],
  quantities: CartQuantities,
): OrderCart<T> {
  let cents = 0;
  let itemCount = 0;
  const lines: CartLine<T>[] = [];
  for (const item of menu) {
    const quantity = wholeQuantity(quantities[item._id]);
    if (quantity === 0) continue;
    const lineCents = euroAmountToCents(item.price) * quantity;
    cents += lineCents;
    itemCount += quantity;
    lines.push({
      menuItemId: item._id,
      name: item.name,
      price: item.price,
      quantity,
      type: item.type,
      lineTotal: centsToEuroAmount(lineCents),
    });
  }
  return { lines, itemCount, totalAmount: centsToEuroAmount(cents) };
}

/** A new quantity never goes below 0 ('Menge kann nicht negativ sein'); fractions are cut off. */
export function setCartQuantity(
  quantities: CartQuantities,
  menuItemId: string,
  quantity: number,
): CartQuantities {
  const next = { ...quantities };
  const whole = wholeQuantity(quantity);
  if (whole === 0) delete next[menuItemId];
  else next[menuItemId] = whole;
  return next;
}
