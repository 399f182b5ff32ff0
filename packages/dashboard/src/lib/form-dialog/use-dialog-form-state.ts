import { useEffect, useState } from "react";

/**
 * A dialog form's values and whether the user has tried to send them; both start again from `initial`
 * each time the dialog opens. `initial` must keep its identity while the dialog is open.
 */
export function useDialogFormState<T>(open: boolean, initial: T) {
  const [values, setValues] = useState(initial);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (open) {
      setValues(initial);
      setTried(false);
    }
  }, [open, initial]);
  return { values, setValues, tried, setTried };
}
