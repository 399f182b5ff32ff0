import {
  type MenuItem,
  type MenuItemType,
  menuCategoryLabels,
  menuItemTypes,
  menuTexts,
  ordersTexts,
} from "@tischservice/core";
import { NumberStepper, Tabs, TabsContent, TabsList, TabsTrigger } from "@tischservice/ui";
import { useId } from "react";
import { MenuItemNamePrice } from "../menu/menu-item-name-price.tsx";

export interface OrderItemPickerProps {
  menu: readonly MenuItem[];
  quantities: Readonly<Record<string, number>>;
  onQuantityChange: (menuItemId: string, quantity: number) => void;
  disabled?: boolean;
  defaultCategory?: MenuItemType;
}

/**
 * The category tabs (Getränke, Vorspeisen, Hauptspeisen, Dessert) with each item's price and quantity
 * controls; the minus button is disabled at 0. Shared by a table's order tab and the take-away dialog.
 */
export function OrderItemPicker({
  menu,
  quantities,
  onQuantityChange,
  disabled = false,
  defaultCategory = "drink",
}: OrderItemPickerProps) {
  const idPrefix = useId();
  return (
    <Tabs defaultValue={defaultCategory}>
      {/* The categories scroll sideways within the picker's width; inline-size containment keeps their one
          line from widening the dialog around them on a phone. */}
      <TabsList aria-label={ordersTexts.categoriesLabel} className="w-full justify-start contain-inline-size">
        {menuItemTypes.map((type) => (
          <TabsTrigger key={type} value={type}>
            {menuCategoryLabels[type]}
          </TabsTrigger>
        ))}
      </TabsList>
      {menuItemTypes.map((type) => {
        const items = menu.filter((item) => item.type === type);
        return (
          <TabsContent key={type} value={type}>
            {items.length === 0 ? (
              <p className="py-4 text-sm text-muted-foreground">{menuTexts.emptyCategory}</p>
            ) : (
              <ul className="grid max-h-72 gap-2 overflow-y-auto pr-1">
                {items.map((item) => {
                  const labelId = `${idPrefix}-${item._id}`;
                  return (
                    <li
                      key={item._id}
                      className="flex items-center justify-between gap-3 rounded-lg border border-border bg-card px-3 py-2"
                    >
                      <MenuItemNamePrice
                        name={item.name}
                        price={item.price}
                        nameId={labelId}
                        nameClassName="font-medium wrap-anywhere"
                      />
                      <NumberStepper
                        aria-label={item.name}
                        value={quantities[item._id] ?? 0}
                        min={0}
                        max={999}
                        disabled={disabled}
                        decrementLabel={ordersTexts.decreaseQuantity}
                        incrementLabel={ordersTexts.increaseQuantity}
                        onValueChange={(quantity) => onQuantityChange(item._id, quantity)}
                      />
                    </li>
                  );
                })}
              </ul>
            )}
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
