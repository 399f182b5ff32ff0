/** Whether `key` is an own key of `record` (narrows a stored string to a label key). Internal. */
export function hasLabelKey<T extends object>(record: T, key: string): key is Extract<keyof T, string> {
  return Object.hasOwn(record, key);
}
