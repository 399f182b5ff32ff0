import { dashboardMenuLabels, formatTime } from "@tischservice/core";
import { dashboardTexts } from "../../texts.ts";
import type { TabKey } from "../shell/nav-config.tsx";
import { HomeTiles } from "./home-tiles.tsx";
import { TodayCard, type TodayCardProps } from "./today-card.tsx";

export interface HomeViewProps extends TodayCardProps {
  now: Date;
  timeZone: string;
  isSubuser: boolean;
  onOpenTab: (key: TabKey) => void;
}

/** The home tab: heading with the clock (ticks every 60 s), today's card, the tile grid. */
export function HomeView({ now, timeZone, isSubuser, onOpenTab, ...card }: HomeViewProps) {
  const time = formatTime(now, { timeZone });
  return (
    <div className="grid gap-6">
      <div className="flex items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold">{dashboardMenuLabels.home}</h1>
        <p className="m-0 text-2xl font-semibold tabular-nums">
          <span className="sr-only">{dashboardTexts.clockLabel}: </span>
          <time dateTime={now.toISOString()}>{time}</time>
        </p>
      </div>
      <TodayCard {...card} />
      <HomeTiles isSubuser={isSubuser} onOpen={onOpenTab} />
    </div>
  );
}
