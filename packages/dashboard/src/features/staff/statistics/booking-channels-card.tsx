import { reservationSourceLabels, statisticsChannelLine, statisticsTexts } from "@tischservice/core";
import type { Statistics } from "../../../api/statistics.ts";
import { ShareBar } from "./share-bar.tsx";
import { StatisticsSection } from "./statistics-section.tsx";

export interface BookingChannelsCardProps {
  channels: Statistics["channels"];
}

/**
 * The period's reservations by the way they came (website and booking page, Google, customer account,
 * staff): a list with a bar for each channel's share, the busiest first; 'Keine Reservierungen im Zeitraum'
 * without any.
 */
export function BookingChannelsCard({ channels = [] }: BookingChannelsCardProps) {
  return (
    <StatisticsSection heading={statisticsTexts.channelsHeading}>
      <div className="grid gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm">
        <p className="text-sm text-muted-foreground">{statisticsTexts.channelsHint}</p>
        {channels.length === 0 ? (
          <p>{statisticsTexts.channelsEmpty}</p>
        ) : (
          <ul className="m-0 grid list-none gap-3 p-0">
            {channels.map((channel) => (
              <li key={channel.source} className="grid gap-1">
                <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                  <span className="font-medium">{reservationSourceLabels[channel.source]}</span>
                  <span className="text-sm text-muted-foreground tabular-nums">
                    {statisticsChannelLine(channel.total, channel.sharePercent, channel.guests)}
                  </span>
                </span>
                <ShareBar percent={channel.sharePercent} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </StatisticsSection>
  );
}
