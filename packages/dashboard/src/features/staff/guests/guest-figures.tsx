import { formatDate, formatDecimal, type GuestListEntry, guestProfileTexts } from "@tischservice/core";

/** A profile's counts: visits, no-shows, cancellations, first and last visit, average party size. */
export function GuestFigures({ guest }: { guest: GuestListEntry }) {
  const figures: Array<[string, string]> = [
    [guestProfileTexts.visits, String(guest.visits)],
    [guestProfileTexts.noShows, String(guest.noShows)],
    [guestProfileTexts.cancellations, String(guest.cancellations)],
    [guestProfileTexts.firstVisit, guest.firstVisit ? formatDate(guest.firstVisit) : "–"],
    [guestProfileTexts.lastVisit, guest.lastVisit ? formatDate(guest.lastVisit) : "–"],
    [
      guestProfileTexts.averagePartySize,
      guest.averagePartySize === null ? "–" : formatDecimal(guest.averagePartySize),
    ],
  ];
  return (
    <dl className="m-0 grid grid-cols-2 gap-3 sm:grid-cols-3">
      {figures.map(([label, value]) => (
        <div key={label} className="grid gap-0.5 rounded-lg border border-border bg-card p-3">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="m-0 text-lg font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
