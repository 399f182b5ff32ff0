import { noShowTexts } from "@tischservice/core";
import { type StatusChange, useOptimisticStatusChange } from "../restaurant-data/use-optimistic-status.ts";

/** Mark as not attended (`no_show`) or take it back (`confirmed`). */
export type NoShowChange = StatusChange<"no_show" | "confirmed">;

const successText = (status: NoShowChange["status"]) =>
  status === "no_show" ? noShowTexts.marked : noShowTexts.undone;

/** "Nicht erschienen" and its undo (see `useOptimisticStatusChange`). */
export function useNoShow() {
  return useOptimisticStatusChange(successText);
}
