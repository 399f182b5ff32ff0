import { type OrderDisplayStatus, orderDisplayStatusLabel } from "@tischservice/core";

/** 'Neu', 'n/m geliefert' or 'Bereit zur Zahlung' and its badge colour. */
export function orderStatusView(status: OrderDisplayStatus): {
  label: string;
  variant: "info" | "warning" | "success";
} {
  if (status.kind === "new") return { label: orderDisplayStatusLabel(0, 1), variant: "info" };
  if (status.kind === "ready") return { label: orderDisplayStatusLabel(1, 1), variant: "success" };
  return { label: orderDisplayStatusLabel(status.delivered, status.total), variant: "warning" };
}

/** The card's title: the table name, or the take-away customer's name. */
export function orderGroupTitle(group: { tableName: string | null; customerName: string | null }): string {
  return group.tableName?.trim() || group.customerName?.trim() || "—";
}
