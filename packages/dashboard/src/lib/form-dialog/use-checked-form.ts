import type { FormEvent } from "react";
import { useDialogFormState } from "./use-dialog-form-state.ts";

/** The first broken rule of a form and the field it belongs to. */
export interface FieldProblem<F extends string> {
  field: F;
  message: string;
}

export interface CheckedFormOptions<T extends Record<string, string>> {
  /** Each time the dialog opens, the form starts again from `empty`. */
  open: boolean;
  /** The empty values; a constant, so that it does not reset the form while open. */
  empty: T;
  /** The first broken rule of the values, or null when they may be sent. */
  problemOf: (values: T) => FieldProblem<keyof T & string> | null;
  saving: boolean;
  onSubmit: (values: T) => void;
}

/**
 * A dialog's form of text fields checked before sending: a field's message shows once the user has tried
 * to submit; nothing is sent while a rule is broken or a save is running.
 */
export function useCheckedForm<T extends Record<string, string>>({
  open,
  empty,
  problemOf,
  saving,
  onSubmit,
}: CheckedFormOptions<T>) {
  const { values, setValues, tried: submitted, setTried: setSubmitted } = useDialogFormState(open, empty);
  const problem = problemOf(values);
  return {
    values,
    setValue: (field: keyof T & string, value: string) => setValues((prev) => ({ ...prev, [field]: value })),
    /** The message under a field, once the user has tried to submit. */
    errorOf: (field: keyof T & string) =>
      submitted && problem?.field === field ? problem.message : undefined,
    submit: (event: FormEvent) => {
      event.preventDefault();
      setSubmitted(true);
      if (!problem && !saving) onSubmit(values);
    },
  };
}
