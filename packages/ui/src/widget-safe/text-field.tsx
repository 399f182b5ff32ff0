import type { ComponentProps } from "react";
import { useId } from "react";

import { plainInputClassName } from "./input-class.ts";

export { plainInputClassName };

export interface TextFieldProps extends Omit<ComponentProps<"input">, "id"> {
  label: string;
  /** An error message: marks the input invalid and is linked as its description. */
  error?: string | undefined;
}

/**
 * Label, input and error message wired together for screen readers, in the look of ui's FormField with
 * Input, without its context machinery (about 0.4 kB gzip in widget.js). A required field gets `required`
 * and a star after the label.
 */
export function TextField({ label, error, required, className, ...props }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {required ? (
          <span aria-hidden="true" className="ms-0.5 text-destructive-strong">
            *
          </span>
        ) : null}
      </label>
      <input
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={className ? `${plainInputClassName} ${className}` : plainInputClassName}
        {...props}
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive-strong">
          {error}
        </p>
      ) : null}
    </div>
  );
}
