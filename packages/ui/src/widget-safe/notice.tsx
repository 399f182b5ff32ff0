import type { ReactNode } from "react";

export interface NoticeProps {
  tone: "warning" | "error";
  children: ReactNode;
}

/**
 * A message box in the look of ui's Banner, without its icon library (lucide would add about 1.5 kB gzip
 * to widget.js). Errors are announced at once (`role="alert"`), warnings politely (`role="status"`).
 */
export function Notice({ tone, children }: NoticeProps) {
  return (
    <div
      data-tone={tone}
      role={tone === "error" ? "alert" : "status"}
      className={
        tone === "error"
          ? "grid gap-2 rounded-lg border border-destructive/40 bg-destructive-soft px-4 py-3 text-sm text-destructive-strong"
          : "grid gap-2 rounded-lg border border-warning/40 bg-warning-soft px-4 py-3 text-sm text-warning-strong"
      }
    >
      {children}
    </div>
  );
}
