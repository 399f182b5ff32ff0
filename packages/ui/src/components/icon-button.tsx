import type { ReactNode } from "react";
import { Button, type ButtonProps } from "./button.tsx";

export interface IconButtonProps extends Omit<ButtonProps, "children" | "size" | "loadingText"> {
  /** The accessible name; an icon alone tells a screen reader nothing. */
  label: string;
  /** The icon, e.g. a lucide icon element. */
  icon: ReactNode;
  size?: "icon" | "icon-sm";
}

/** A square button that shows only an icon and carries its name for screen readers. */
export function IconButton({
  label,
  icon,
  size = "icon",
  variant = "ghost",
  className,
  ...props
}: IconButtonProps) {
  return (
    <Button
      data-slot="icon-button"
      aria-label={label}
      size={size}
      variant={variant}
      shape="round"
      className={className}
      {...props}
    >
      {icon}
    </Button>
  );
}
