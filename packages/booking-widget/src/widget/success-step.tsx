import { PlainButton } from "@tischservice/ui/widget-safe";
import { type BookingSummary, SummaryList } from "./summary-step.tsx";
import type { WidgetTexts } from "./texts.ts";

export interface SuccessStepProps {
  t: WidgetTexts;
  summary: BookingSummary;
  confirmed: boolean;
  /** The booking reference the guest quotes (`K7M2QX`); nothing shown without one. */
  reference: string;
  /** The `.ics` file as a `data:` link. */
  calendarHref: string;
  /** The guest sign-up for the booked address (`<api>/app/register?type=guest&email=…`), a new tab. */
  accountHref: string;
  onAgain: () => void;
}

/** Step 4: confirmed or awaiting the restaurant's confirmation, with the details and a calendar file. */
export function SuccessStep({
  t,
  summary,
  confirmed,
  reference,
  calendarHref,
  accountHref,
  onAgain,
}: SuccessStepProps) {
  return (
    <div className="grid gap-4">
      <p className="text-sm">{confirmed ? t.successConfirmedText : t.successPendingText}</p>
      <SummaryList t={t} summary={summary} />
      {reference ? (
        <p className="text-sm">
          {t.bookingNumber}: <strong className="font-mono">{reference}</strong>
        </p>
      ) : null}
      <a
        href={accountHref}
        target="_blank"
        rel="noopener"
        className="focus-ring w-fit text-sm text-primary-strong underline"
      >
        {t.createAccount}
      </a>
      <div className="flex flex-wrap justify-between gap-2">
        <a
          href={calendarHref}
          download={t.locale === "de" ? "reservierung.ics" : "reservation.ics"}
          className="focus-ring inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground lift-xs hover:bg-primary/85"
        >
          {t.addToCalendar}
        </a>
        <PlainButton outline onClick={onAgain}>
          {t.newReservation}
        </PlainButton>
      </div>
    </div>
  );
}

/**
 * After a large group's enquiry or (with `waitlist`) joining the waitlist: received, what was
 * asked for, and a new start.
 */
export function EnquirySentStep(props: {
  t: WidgetTexts;
  summary: BookingSummary;
  waitlist?: boolean;
  onAgain: () => void;
}) {
  const { t, waitlist } = props;
  return (
    <div className="grid gap-4">
      <p className="text-sm">{waitlist ? t.waitlistedText : t.enquirySentText}</p>
      <SummaryList t={t} summary={props.summary} kind={waitlist ? "waitlist" : "enquiry"} />
      <PlainButton outline className="w-fit" onClick={props.onAgain}>
        {t.newReservation}
      </PlainButton>
    </div>
  );
}
