import type { DialogWords } from "./words.ts";

// The dialog's German words, in a module of their own: they load with the dialog's chunk, which an inline
// widget never fetches.

/** The dialog's German words. */
export const germanDialog: DialogWords = {
  dialogLabel: "Tischreservierung",
  close: "Schließen",
};
