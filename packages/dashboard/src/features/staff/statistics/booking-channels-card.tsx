import { reservationSourceLabels, statisticsChannelLine, statisticsTexts } from "@tischservice/core";
import { useId } from "react";
import type { Statistics } from "../../../api/statistics.ts";

export interface BookingChannelsCardProps {
  channels: Statistics["channels"];
}

/**
 * The period's reservations by the way they came (website and booking page, Google, customer account,
 * staff): a list with a bar for each channel's share, the busiest first; 'Keine Reservierungen im Zeitraum'
 * without any.
 */
export function BookingChannelsCard({ channels = [] }: BookingChannelsCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {statisticsTexts.channelsHeading}
      </h2>
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
                <span aria-hidden="true" className="block h-2 overflow-hidden rounded-full bg-muted">
                  <span
                    className="block h-full rounded-full bg-primary"
                    style={{ width: `${Math.min(100, Math.max(0, channel.sharePercent))}%` }}
                  />
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
