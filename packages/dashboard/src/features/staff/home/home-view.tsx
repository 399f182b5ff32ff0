import { dashboardMenuLabels, formatTime } from "@tischservice/core";
import type { ReactNode, Ref } from "react";
import { HomeTiles } from "./home-tiles.tsx";
import { TodayCard, type TodayCardProps } from "./today-card.tsx";

/** The clock's label for screen readers; core's catalogue does not hold it. */
const clockLabel = "Aktuelle Uhrzeit";

export interface HomeViewProps extends TodayCardProps {
  now: Date;
  timeZone: string;
  isSubuser: boolean;
  /** The owner's onboarding checklist, shown above today's card. */
  onboarding?: ReactNode;
  /** The page heading, focusable from script (the focus goes there when the checklist closes). */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The home tab: heading with the clock (ticks every 60 s), the onboarding checklist, today's card, the tiles. */
export function HomeView({ now, timeZone, isSubuser, onboarding, headingRef, ...card }: HomeViewProps) {
  const time = formatTime(now, { timeZone });
  return (
    <div className="grid gap-6">
      <div className="flex items-baseline justify-between gap-3">
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
          {dashboardMenuLabels.home}
        </h1>
        <p className="m-0 text-2xl font-semibold tabular-nums">
          <span className="sr-only">{clockLabel}: </span>
          <time dateTime={now.toISOString()}>{time}</time>
        </p>
      </div>
      {onboarding}
      <TodayCard {...card} now={now} timeZone={timeZone} />
      <HomeTiles isSubuser={isSubuser} />
    </div>
  );
}
