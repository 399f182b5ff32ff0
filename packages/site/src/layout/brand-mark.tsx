import type { ComponentProps } from "react";

/** The Tischservice mark: a plate on a gold tile (the same drawing as the favicon). */
export function BrandMark(props: ComponentProps<"svg">) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" {...props}>
      <rect width="32" height="32" rx="8" fill="#d4a72c" />
      <circle cx="16" cy="16" r="9" fill="none" stroke="#1c1917" strokeWidth="2.5" />
      <circle cx="16" cy="16" r="4.5" fill="#1c1917" />
    </svg>
  );
}
