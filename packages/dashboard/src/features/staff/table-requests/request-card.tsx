import { Link } from "@tanstack/react-router";
import { formatDate, formatTime } from "@tischservice/core";
import { Badge, type BadgeProps, Button } from "@tischservice/ui";
import { Mail, Phone } from "lucide-react";
import { type ReactNode, useId } from "react";

/** One line of a request's details: an icon and its text. */
export function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2 [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0 [&>svg]:text-muted-foreground">
      {icon}
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}

const linkClass = "focus-ring rounded-sm underline-offset-2 hover:underline";

/** `tel:` wants the number without spaces and separators. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** "Eingegangen am 12.05.2026 um 09:30 Uhr" in the restaurant's time zone. */
export function stampedAt(
  label: (date: string, time: string) => string,
  instant: string,
  timeZone: string,
): string {
  return label(formatDate(instant, { timeZone }), formatTime(instant, { timeZone }));
}

export interface RequestAction {
  label: string;
  icon: ReactNode;
  variant?: "outline";
  loading?: boolean;
  onClick: () => void;
}

export interface RequestCardProps {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  badge: { variant: BadgeProps["variant"]; label: string; className?: string };
  /** The kind's own detail lines before the contact (party, day, window, message). */
  lines: ReactNode;
  /** The kind's own notes below the details (when it came in, the answer, the offer). */
  children?: ReactNode;
  /** The reservation the request became, linked when there is one. */
  reservation: { id: string; label: string } | null;
  /** What staff can do now; none, no footer. */
  actions: readonly RequestAction[];
}

/**
 * One guest's request for a table as staff see it, an enquiry or a waitlist entry: the name and its state,
 * the details and how to reach the guest, the kind's notes, the reservation it became and the actions. Each
 * action's accessible name carries the guest's name, since many cards stand side by side.
 */
export function RequestCard({
  customerName,
  customerEmail,
  customerPhone,
  badge,
  lines,
  children,
  reservation,
  actions,
}: RequestCardProps) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="grid h-full content-start gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold break-words">
          {customerName}
        </h3>
        <Badge variant={badge.variant} {...(badge.className ? { className: badge.className } : {})}>
          {badge.label}
        </Badge>
      </header>
      <ul className="m-0 grid list-none gap-1.5 p-0 text-sm">
        {lines}
        <Line icon={<Mail aria-hidden="true" />}>
          <a className={linkClass} href={`mailto:${customerEmail}`}>
            {customerEmail}
          </a>
        </Line>
        {customerPhone ? (
          <Line icon={<Phone aria-hidden="true" />}>
            <a className={linkClass} href={telHref(customerPhone)}>
              {customerPhone}
            </a>
          </Line>
        ) : null}
      </ul>
      {children}
      {reservation ? (
        <Link
          to="/reservation/$reservationId"
          params={{ reservationId: reservation.id }}
          aria-label={`${reservation.label}: ${customerName}`}
          className="focus-ring inline-flex h-8 w-fit items-center rounded-md px-3 text-sm font-medium text-primary-strong hover:bg-accent"
        >
          {reservation.label}
        </Link>
      ) : null}
      {actions.length > 0 ? (
        <footer className="flex flex-wrap gap-2">
          {actions.map((action) => (
            <Button
              key={action.label}
              size="sm"
              {...(action.variant ? { variant: action.variant } : {})}
              {...(action.loading !== undefined ? { loading: action.loading } : {})}
              onClick={action.onClick}
              aria-label={`${action.label}: ${customerName}`}
            >
              {action.icon}
              {action.label}
            </Button>
          ))}
        </footer>
      ) : null}
    </article>
  );
}
