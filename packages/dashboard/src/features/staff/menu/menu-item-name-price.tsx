import { formatEuro } from "@tischservice/core";

export interface MenuItemNamePriceProps {
  name: string;
  price: number;
  /** How the name fits its line: cut off on a card, wrapped anywhere in a narrow picker. */
  nameClassName?: string;
  /** The name's id, when a control beside it is labelled by it. */
  nameId?: string;
}

/** A dish or drink as the menu, the order and its picker show it: the name, its price below. */
export function MenuItemNamePrice({
  name,
  price,
  nameClassName = "font-medium",
  nameId,
}: MenuItemNamePriceProps) {
  return (
    <div className="min-w-0">
      <p id={nameId} className={nameClassName}>
        {name}
      </p>
      <p className="text-sm text-muted-foreground tabular-nums">{formatEuro(price)}</p>
    </div>
  );
}
