import { type OnlineSeatShareMoment, floorPlanSeatShareTexts as texts } from "@tischservice/core";
import { cn } from "@tischservice/ui";

export interface FloorPlanSeatShareProps {
  /** The split at the moment the plan shows; null when nothing is held back from online bookings. */
  share: OnlineSeatShareMoment | null;
}

const item = "rounded-md border border-border bg-card px-2 py-0.5 tabular-nums";

/**
 * What the plan's moment holds back from online bookings, as short wrapping tags: the seats kept for
 * walk-ins and how full the online limit is (only while the share is below 100 %), and the "Nur intern"
 * tables. Nothing at all when neither applies.
 */
export function FloorPlanSeatShare({ share }: FloorPlanSeatShareProps) {
  const limited = (share?.heldForWalkIns ?? 0) > 0;
  if (!share || (!limited && share.internalTables === 0)) return null;
  const full = limited && share.heldSeats >= share.onlineLimit;
  return (
    <section aria-label={texts.title}>
      <ul className="m-0 flex list-none flex-wrap gap-2 p-0 text-sm">
        {limited ? (
          <>
            <li className={item}>{texts.walkIn(share.heldForWalkIns, share.totalSeats)}</li>
            <li className={cn(item, full && "border-foreground font-medium")} data-full={full || undefined}>
              {texts.online(share.heldSeats, share.onlineLimit)}
            </li>
          </>
        ) : null}
        {share.internalTables > 0 ? (
          <li className={cn(item, "border-dashed border-foreground/60")}>
            {texts.internal(share.internalTables, share.internalSeats)}
          </li>
        ) : null}
      </ul>
    </section>
  );
}
