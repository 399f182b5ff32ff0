import { cn } from "@tischservice/ui";

export interface ShareBarProps {
  /** The share in percent; drawn within 0 to 100 whatever the figure says. */
  percent: number;
  /** The track's layout where it differs (e.g. a fixed width, hidden on a phone). */
  className?: string;
  /** The filled part's colour. */
  barClassName?: string;
}

/**
 * A thin bar drawn to a share, beside the figure that says it: hidden from screen readers, since the
 * figure next to it already reads the same number.
 */
export function ShareBar({ percent, className, barClassName = "bg-primary" }: ShareBarProps) {
  return (
    <span aria-hidden="true" className={cn("block h-2 overflow-hidden rounded-full bg-muted", className)}>
      <span
        className={cn("block h-full rounded-full", barClassName)}
        style={{ width: `${Math.min(100, Math.max(0, percent))}%` }}
      />
    </span>
  );
}
