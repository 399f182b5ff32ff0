import {
  commonTexts,
  type MenuItem,
  menuCategoryHeading,
  menuItemTypes,
  menuTexts,
} from "@tischservice/core";
import { ConfirmDialog, EmptyState, IconButton } from "@tischservice/ui";
import { Pencil, Trash2, UtensilsCrossed } from "lucide-react";
import { useId } from "react";
import { MenuItemNamePrice } from "./menu-item-name-price.tsx";

export interface MenuListProps {
  items: readonly MenuItem[];
  onEdit: (item: MenuItem) => void;
  onDelete: (item: MenuItem) => void;
}

/** The menu grouped by category (Getränke, Vorspeisen, Hauptspeisen, Dessert) with counts. */
export function MenuList({ items, onEdit, onDelete }: MenuListProps) {
  const idPrefix = useId();
  if (items.length === 0) return <EmptyState icon={<UtensilsCrossed />} title={menuTexts.empty} />;
  return (
    <div className="grid gap-6">
      {menuItemTypes.map((type) => {
        const group = items.filter((item) => item.type === type);
        const headingId = `${idPrefix}-${type}`;
        return (
          <section key={type} aria-labelledby={headingId} className="grid gap-2">
            <h2 id={headingId} className="text-lg font-semibold">
              {menuCategoryHeading(type, group.length)}
            </h2>
            {group.length === 0 ? (
              <p className="text-sm text-muted-foreground">{menuTexts.emptyCategory}</p>
            ) : (
              <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
                {group.map((item) => (
                  <li
                    key={item._id}
                    className="flex items-center justify-between gap-2 rounded-xl border border-border bg-card p-3 shadow-xs"
                  >
                    <MenuItemNamePrice
                      name={item.name}
                      price={item.price}
                      nameClassName="truncate font-medium"
                    />
                    <div className="flex shrink-0 gap-1">
                      <IconButton
                        label={`${item.name}: ${commonTexts.edit}`}
                        icon={<Pencil />}
                        onClick={() => onEdit(item)}
                      />
                      <ConfirmDialog
                        title={menuTexts.deleteConfirm}
                        description={item.name}
                        confirmLabel={commonTexts.delete}
                        destructive
                        onConfirm={() => onDelete(item)}
                        trigger={
                          <IconButton label={`${item.name}: ${commonTexts.delete}`} icon={<Trash2 />} />
                        }
                      />
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
