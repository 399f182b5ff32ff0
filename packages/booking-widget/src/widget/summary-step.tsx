import { Notice, PlainButton } from "@tischservice/ui/widget-safe";
import type { ReactNode } from "react";
import type { GuestDetails } from "./details.ts";
import type { WidgetTexts } from "./texts.ts";

export interface BookingSummary {
  date: string;
  time: string;
  guests: number;
  details: GuestDetails;
}

/**
 * The booking as a description list (summary and success screens); with `kind` an enquiry (preferred time,
 * message) or a waitlist entry (`summary.time` is its window, no message).
 */
export function SummaryList({
  t,
  summary,
  kind,
}: {
  t: WidgetTexts;
  summary: BookingSummary;
  kind?: "enquiry" | "waitlist";
}) {
  const enquiry = kind === "enquiry";
  const rows: [string, string][] = [
    [t.dateLabel, t.longDate(summary.date)],
    [enquiry ? t.preferredTimeLabel : kind ? t.windowLabel : t.summaryTimeLabel, summary.time],
    [t.guestsLabel, t.guestCount(summary.guests)],
    [t.nameLabel, summary.details.name.trim()],
    [t.emailLabel, summary.details.email.trim()],
  ];
  if (summary.details.phone.trim()) rows.push([t.phoneLabel, summary.details.phone.trim()]);
  if (summary.details.requests.trim() && kind !== "waitlist")
    rows.push([enquiry ? t.messageLabel : t.specialRequestsLabel, summary.details.requests.trim()]);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border bg-card p-4 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface SummaryStepProps {
  t: WidgetTexts;
  summary: BookingSummary;
  submitting: boolean;
  /**
   * A failure to show: `retry` offers "Erneut versuchen" (same idempotency key); a `refusal` is shown calmly
   * and leaves nothing to send.
   */
  failure: { message: string; retry: boolean; refusal?: ReactNode } | null;
  onBack: () => void;
  onSubmit: () => void;
}

/** Step 3: everything at a glance, then the binding booking. */
export function SummaryStep({ t, summary, submitting, failure, onBack, onSubmit }: SummaryStepProps) {
  return (
    <div className="grid gap-4">
      <SummaryList t={t} summary={summary} />
      {failure?.refusal ? (
        <Notice tone="warning">{failure.refusal}</Notice>
      ) : failure ? (
        <Notice tone="error">{failure.message}</Notice>
      ) : null}
      <div className="flex flex-wrap justify-between gap-2">
        <PlainButton outline onClick={onBack} disabled={submitting}>
          {t.back}
        </PlainButton>
        {failure?.refusal ? null : (
          <PlainButton onClick={() => submitting || onSubmit()} busy={submitting}>
            {submitting ? t.submitting : failure?.retry ? t.retry : t.submit}
          </PlainButton>
        )}
      </div>
    </div>
  );
}
