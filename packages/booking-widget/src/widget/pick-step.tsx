import { GuestPicker, Notice, PlainButton, SlotGrid } from "@tischservice/ui/widget-safe";
import { type ReactNode, useId } from "react";
import type { Slot } from "./api.ts";
import { DatePicker } from "./date-picker.tsx";
import type { StartTexts } from "./texts.ts";

/** The slots of the chosen date and party size as the step shows them. */
export type SlotsView =
  | { state: "loading" }
  | { state: "error" }
  | { state: "closed" }
  /** The party is above the restaurant's online limit `max`: an enquiry instead. */
  | { state: "enquiry"; max: number }
  | { state: "ready"; slots: Slot[] };

export interface PickStepProps {
  t: StartTexts;
  date: string;
  first: string;
  last: string;
  isClosed: (date: string) => boolean;
  onDate: (date: string) => void;
  guests: number;
  onGuests: (guests: number) => void;
  slots: SlotsView;
  time: string | null;
  onTime: (time: string) => void;
  onRetry: () => void;
  /** Opens the enquiry form (a party above the online limit). */
  onEnquiry: () => void;
  /** Opens the waitlist's form; set when no slot of the open day is free for the party. */
  onWaitlist?: () => void;
  /** With the waitlist: the next free times on other days, offered before it (the later steps' `OtherDays`). */
  otherDays?: ReactNode;
  /**
   * A message from a failed booking (slot taken, no fitting tables, the restaurant's refusal) or enquiry
   * (book online).
   */
  notice: ReactNode;
}

/** Step 1: date, party size and the time slots of that day. */
export function PickStep(props: PickStepProps) {
  const { t, slots } = props;
  /**
   * A sentence and the button to the form that stands in for a booking (the enquiry, the waitlist), with
   * what else the guest may do first between them (other days).
   */
  const offer = (sentence: string, label: string, onClick: () => void, first?: ReactNode) => (
    <div className="grid gap-3">
      <p className="text-sm">{sentence}</p>
      {first}
      <PlainButton className="w-fit" onClick={onClick}>
        {label}
      </PlainButton>
    </div>
  );
  const dateHeadingId = useId();
  const slotsHeadingId = useId();
  return (
    <div className="grid gap-5">
      {props.notice ? <Notice tone="warning">{props.notice}</Notice> : null}
      <section aria-labelledby={dateHeadingId} className="grid gap-2">
        <h3 id={dateHeadingId} className="text-sm font-medium">
          {t.dateLabel}: <span className="font-normal">{t.longDate(props.date)}</span>
        </h3>
        <DatePicker
          t={t}
          value={props.date}
          first={props.first}
          last={props.last}
          isClosed={props.isClosed}
          onChange={props.onDate}
        />
      </section>
      <GuestPicker t={t} value={props.guests} onChange={props.onGuests} />
      <section
        aria-labelledby={slotsHeadingId}
        aria-busy={slots.state === "loading"}
        className="grid min-h-36 content-start gap-2"
      >
        <h3 id={slotsHeadingId} className="text-sm font-medium">
          {t.slotsHeading}
        </h3>
        {slots.state === "error" ? (
          <Notice tone="error">
            <p>{t.networkError}</p>
            <PlainButton outline className="w-fit" onClick={props.onRetry}>
              {t.retry}
            </PlainButton>
          </Notice>
        ) : slots.state === "closed" ? (
          <p className="py-6 text-center text-sm text-muted-foreground">{t.closedDay}</p>
        ) : slots.state === "enquiry" ? (
          offer(t.partyNeedsEnquiry(slots.max), t.sendEnquiry, props.onEnquiry)
        ) : slots.state === "loading" ? (
          <p className="py-6 text-center text-sm text-muted-foreground">{t.slotsLoading}</p>
        ) : (
          <>
            <SlotGrid
              t={t}
              slots={slots.slots}
              value={props.time}
              onSelect={props.onTime}
              labelledBy={slotsHeadingId}
            />
            {props.onWaitlist
              ? offer(
                  t.noTableForParty(t.guestCount(props.guests)),
                  t.joinWaitlist,
                  props.onWaitlist,
                  props.otherDays,
                )
              : null}
          </>
        )}
      </section>
    </div>
  );
}
