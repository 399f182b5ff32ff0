/**
 * The next set of chosen tables after a table is clicked: a plain click chooses only that table; an
 * adding click (Shift, Ctrl/Cmd or the "Mehrfachauswahl" switch) adds it, or takes it out when it was
 * chosen already.
 */
export function chooseTable(current: readonly string[], id: string, adding: boolean): string[] {
  if (!adding) return [id];
  return current.includes(id) ? current.filter((chosen) => chosen !== id) : [...current, id];
}

/** Shift or Ctrl (Cmd on a Mac) held during a click: the click adds to the selection. */
export function isAddingClick(event: { shiftKey: boolean; ctrlKey: boolean; metaKey: boolean }): boolean {
  return event.shiftKey || event.ctrlKey || event.metaKey;
}
