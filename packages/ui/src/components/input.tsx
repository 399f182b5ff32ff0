import type { ComponentProps } from "react";
import { cx as cn } from "../lib/cx.ts";
import { useFormFieldControl } from "./form-field.tsx";

/** Shared look of text controls; exported so that other controls (select trigger, stepper) match. */
export const inputClassName =
  "focus-ring flex h-10 w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-1 aria-invalid:ring-destructive md:text-sm file:border-0 file:bg-transparent file:text-sm file:font-medium";

export interface InputProps extends ComponentProps<"input"> {}

/** A native text input. Inside a FormField it is labelled, described and marked invalid automatically. */
export function Input({ className, type = "text", ...props }: InputProps) {
  const controlProps = useFormFieldControl(props);
  return <input data-slot="input" type={type} className={cn(inputClassName, className)} {...controlProps} />;
}
