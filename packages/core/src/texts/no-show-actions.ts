// No-shows in the dashboard: the actions on a reservation. The API's answers are in no-show.ts.

/** The dashboard's "Nicht erschienen" action, its confirm question and the same-day undo. */
export const noShowActionTexts = {
  mark: "Nicht erschienen",
  markConfirmTitle: "Als „Nicht erschienen“ markieren?",
  markConfirmText:
    "Die Tische werden für den Rest des Zeitfensters freigegeben. Sie können dies heute noch rückgängig machen.",
  undo: "Rückgängig",
} as const;

/** Why the action is not offered yet: '„Nicht erschienen“ ist ab 19:15 Uhr möglich.' */
export function noShowAvailableFromText(time: string): string {
  return `„Nicht erschienen“ ist ab ${time} Uhr möglich.`;
}
