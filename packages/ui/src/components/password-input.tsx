import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { cn } from "../lib/cn.ts";
import { uiTexts } from "../lib/texts.ts";
import { Input, type InputProps } from "./input.tsx";

export interface PasswordInputProps extends Omit<InputProps, "type"> {
  showLabel?: string;
  hideLabel?: string;
  /** Start with the password visible. */
  defaultVisible?: boolean;
}

/** A password field with a show/hide toggle, as login, password reset and password change all have. */
export function PasswordInput({
  className,
  showLabel = uiTexts.showPassword,
  hideLabel = uiTexts.hidePassword,
  defaultVisible = false,
  autoComplete = "current-password",
  ...props
}: PasswordInputProps) {
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <div data-slot="password-input" className={cn("relative", className)}>
      <Input type={visible ? "text" : "password"} autoComplete={autoComplete} className="pe-11" {...props} />
      <button
        type="button"
        aria-label={visible ? hideLabel : showLabel}
        aria-pressed={visible}
        disabled={props.disabled}
        onClick={() => setVisible((v) => !v)}
        className="focus-ring absolute inset-y-0 end-0 flex w-10 cursor-pointer items-center justify-center rounded-e-md text-muted-foreground hover:text-foreground disabled:pointer-events-none"
      >
        {visible ? (
          <EyeOff aria-hidden="true" className="size-4" />
        ) : (
          <Eye aria-hidden="true" className="size-4" />
        )}
      </button>
    </div>
  );
}
