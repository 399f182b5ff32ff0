import { type ComponentProps, createContext, type ReactNode, useContext, useId } from "react";
import { cx as cn } from "../lib/cx.ts";

interface FormFieldContextValue {
  id: string;
  hintId: string | undefined;
  errorId: string | undefined;
  invalid: boolean;
  required: boolean;
}

const FormFieldContext = createContext<FormFieldContextValue | null>(null);

interface ControlProps {
  id?: string | undefined;
  "aria-describedby"?: string | undefined;
  "aria-invalid"?: boolean | "true" | "false" | "grammar" | "spelling" | undefined;
  required?: boolean | undefined;
}

/**
 * Lets a control (Input, Textarea, PasswordInput, Select, NumberStepper) pick up the id, description,
 * error state and required flag of the FormField around it. Props passed directly win.
 */
export function useFormFieldControl<P extends ControlProps>(props: P): P {
  const field = useContext(FormFieldContext);
  if (!field) return props;
  const describedBy = [props["aria-describedby"], field.hintId, field.errorId].filter(Boolean).join(" ");
  return {
    ...props,
    id: props.id ?? field.id,
    "aria-describedby": describedBy || undefined,
    "aria-invalid": props["aria-invalid"] ?? (field.invalid || undefined),
    required: props.required ?? (field.required || undefined),
  };
}

export interface FormFieldProps extends Omit<ComponentProps<"div">, "children"> {
  label: ReactNode;
  /** A help text under the control, linked to it as its description. */
  hint?: ReactNode;
  /** An error message; marks the control invalid and is linked as its description. */
  error?: ReactNode;
  /** Shows a required mark after the label and sets `required` on the control. */
  required?: boolean;
  /** The control's id; generated when not given. */
  htmlFor?: string;
  children: ReactNode;
}

/** Label, control, hint and error message, wired together for screen readers. */
export function FormField({
  label,
  hint,
  error,
  required = false,
  htmlFor,
  className,
  children,
  ...props
}: FormFieldProps) {
  const generated = useId();
  const id = htmlFor ?? `field-${generated}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const value: FormFieldContextValue = { id, hintId, errorId, invalid: Boolean(error), required };
  return (
    <div data-slot="form-field" className={cn("grid gap-1.5", className)} {...props}>
      <label data-slot="form-field-label" htmlFor={id} className="text-sm font-medium text-foreground">
        {label}
        {required ? (
          <span aria-hidden="true" className="ms-0.5 text-destructive-strong">
            *
          </span>
        ) : null}
      </label>
      <FormFieldContext.Provider value={value}>{children}</FormFieldContext.Provider>
      {hint ? (
        <p data-slot="form-field-hint" id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p data-slot="form-field-error" id={errorId} className="text-sm font-medium text-destructive-strong">
          {error}
        </p>
      ) : null}
    </div>
  );
}
