import {
  DEFAULT_RESTAURANT_TIME_ZONE,
  formatGuestLongDate,
  formatTime,
  type WaitlistEntry,
  waitlistGuestTexts,
} from "@tischservice/core";
import { Banner, Button, ConfirmDialog } from "@tischservice/ui";
import { GuestRequestCard, Row, StatusRow } from "../table-request/guest-request-frame.tsx";

/** What the guest is doing right now: one action at a time. */
export type WaitlistGuestAction = "accept" | "decline" | "leave";

export interface WaitlistGuestCardProps {
  entry: WaitlistEntry;
  restaurantName: string | null;
  /** The restaurant's time zone: the hold's end is shown as its wall-clock time. */
  timeZone?: string;
  /** The action on its way to the server, if any. */
  busy?: WaitlistGuestAction | null;
  /** The last action's outcome or refusal, in the entry's language. */
  notice?: { tone: "success" | "error"; text: string } | null;
  onAccept: () => void;
  onDecline: () => void;
  onLeave: () => void;
}

/** A clear sentence for each state; the offer with its time and the hold's end. */
function StateBanner({ entry, timeZone }: { entry: WaitlistEntry; timeZone: string }) {
  const texts = waitlistGuestTexts[entry.language];
  switch (entry.status) {
    case "waiting":
      return <Banner tone="info">{texts.waitingText}</Banner>;
    case "offered":
      return (
        <Banner tone="success" title={texts.offeredTitle}>
          {entry.offer ? (
            <p className="m-0 font-medium">
              {texts.heldUntil(formatTime(entry.offer.expiresAt, { timeZone }))}
            </p>
          ) : null}
        </Banner>
      );
    case "booked":
      return (
        <Banner tone="success" title={texts.bookedTitle}>
          {texts.bookedMailHint}
        </Banner>
      );
    case "left":
      return <Banner tone="info">{texts.leftText}</Banner>;
    case "removed":
      return <Banner tone="warning">{texts.removedText}</Banner>;
    case "expired":
      return <Banner tone="warning">{texts.expiredText}</Banner>;
  }
}

/**
 * A waitlist entry as its guest sees it, in the entry's language: the state, what they wait for and, while
 * active, the actions (book or decline an open offer, leave the waitlist after a confirmation).
 */
export function WaitlistGuestCard({
  entry,
  restaurantName,
  timeZone = DEFAULT_RESTAURANT_TIME_ZONE,
  busy = null,
  notice = null,
  onAccept,
  onDecline,
  onLeave,
}: WaitlistGuestCardProps) {
  const texts = waitlistGuestTexts[entry.language];
  const offer = entry.status === "offered" ? entry.offer : null;
  const active = entry.status === "waiting" || entry.status === "offered";
  return (
    <GuestRequestCard
      titleId="waitlist-guest-title"
      title={texts.title}
      notice={notice ? <Banner tone={notice.tone}>{notice.text}</Banner> : null}
      banner={<StateBanner entry={entry} timeZone={timeZone} />}
      actions={
        <>
          {offer ? (
            <div className="flex flex-wrap gap-3">
              <Button
                disabled={busy !== null}
                loading={busy === "accept"}
                loadingText={texts.accepting}
                onClick={onAccept}
              >
                {texts.accept}
              </Button>
              <Button
                variant="outline"
                disabled={busy !== null}
                loading={busy === "decline"}
                loadingText={texts.declining}
                onClick={onDecline}
              >
                {texts.decline}
              </Button>
            </div>
          ) : null}
          {active ? (
            <ConfirmDialog
              title={texts.leaveConfirmTitle}
              description={texts.leaveConfirmText}
              confirmLabel={texts.leaveConfirm}
              cancelLabel={texts.leaveKeep}
              destructive
              onConfirm={onLeave}
              trigger={
                <Button
                  variant="ghost-destructive"
                  className="w-fit"
                  disabled={busy !== null}
                  loading={busy === "leave"}
                  loadingText={texts.leaving}
                >
                  {texts.leave}
                </Button>
              }
            />
          ) : null}
        </>
      }
    >
      <StatusRow label={texts.labels.state} status={entry.status} text={texts.status[entry.status]} />
      {restaurantName ? <Row label={texts.labels.restaurant}>{restaurantName}</Row> : null}
      <Row label={texts.labels.date}>{formatGuestLongDate(entry.date, entry.language)}</Row>
      {offer ? <Row label={texts.labels.offeredTime}>{texts.time(offer.timeSlot)}</Row> : null}
      <Row label={texts.labels.window}>{texts.window(entry.from, entry.to)}</Row>
      <Row label={texts.labels.guests}>{texts.guestCount(entry.numberOfGuests)}</Row>
    </GuestRequestCard>
  );
}
