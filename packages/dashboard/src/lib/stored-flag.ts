import { useCallback, useState } from "react";

/** A boolean remembered in localStorage (e.g. the collapsed sidebar); storage failures are ignored. */
export function useStoredFlag(key: string, initial: boolean): [boolean, (next: boolean) => void] {
  const [value, setValue] = useState(() => {
    try {
      const stored = window.localStorage.getItem(key);
      return stored === null ? initial : stored === "1";
    } catch {
      return initial;
    }
  });
  const update = useCallback(
    (next: boolean) => {
      setValue(next);
      try {
        window.localStorage.setItem(key, next ? "1" : "0");
      } catch {
        // Private mode or full storage: the state still works for this visit.
      }
    },
    [key],
  );
  return [value, update];
}
