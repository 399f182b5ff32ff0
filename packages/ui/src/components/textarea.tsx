import type { ComponentProps } from "react";
import { cn } from "../lib/cn.ts";
import { useFormFieldControl } from "./form-field.tsx";
import { inputClassName } from "./input.tsx";

export interface TextareaProps extends ComponentProps<"textarea"> {}

/** A multi-line text field, e.g. for special requests or a demo request message. */
export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  const controlProps = useFormFieldControl(props);
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cn(inputClassName, "h-auto min-h-20 resize-y", className)}
      {...controlProps}
    />
  );
}
