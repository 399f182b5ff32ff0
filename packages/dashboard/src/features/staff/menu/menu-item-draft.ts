import {
  type MenuItem,
  type MenuItemBody,
  type MenuItemType,
  menuItemBodySchema,
  parseEuroAmountInput,
  validationTexts,
} from "@tischservice/core";

/** What the add and edit dialogs hold while typing. */
export interface MenuItemDraft {
  name: string;
  /** The price as typed, '12,50' or '12.5'. */
  price: string;
  type: MenuItemType;
}

export const emptyMenuItemDraft: MenuItemDraft = { name: "", price: "", type: "main" };

export function draftOf(item: MenuItem): MenuItemDraft {
  return { name: item.name, price: item.price.toFixed(2), type: item.type };
}

/**
 * The request body from a draft, checked with core's schema: name not blank, price above 0 with at most
 * two decimals (cents). Otherwise 'Bitte füllen Sie alle Felder korrekt aus'.
 */
export function bodyOfDraft(
  draft: MenuItemDraft,
  userId: string,
): { ok: true; body: MenuItemBody } | { ok: false; error: string } {
  const price = parseEuroAmountInput(draft.price);
  const parsed = menuItemBodySchema.safeParse({ name: draft.name, price, type: draft.type, userId });
  return parsed.success
    ? { ok: true, body: parsed.data }
    : { ok: false, error: validationTexts.menuItemInvalid };
}
