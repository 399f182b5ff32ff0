import { Link } from "@tanstack/react-router";
import { formatDate, type GuestListEntry, guestListTexts } from "@tischservice/core";
import { lookupOfKey } from "../../../api/guests.ts";
import { GuestBlockBadge } from "./guest-block-badge.tsx";
import { GuestTagBadges } from "./guest-tag-badges.tsx";

/** One guest of the list: name (a link to the profile), contact, visits, no-shows, last visit, tags, „Online gesperrt“. */
export function GuestRow({ guest }: { guest: GuestListEntry }) {
  const contact = [guest.email, guest.phone].filter((part) => part.trim() !== "");
  return (
    <article
      aria-label={guest.name}
      className="grid gap-3 rounded-lg border border-border bg-card p-4 md:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))] md:items-start"
    >
      <div className="grid min-w-0 gap-1">
        <Link
          to="/guests/profile"
          search={lookupOfKey(guest)}
          className="focus-ring w-fit rounded-sm font-semibold text-foreground underline-offset-4 hover:underline"
        >
          {guest.name}
        </Link>
        <p className="m-0 truncate text-sm text-muted-foreground">
          <span className="sr-only">{guestListTexts.columnContact}: </span>
          {contact.join(" · ")}
        </p>
        <GuestTagBadges tags={guest.tags} staffTags={guest.staffTags} />
        <GuestBlockBadge blocked={guest.blocked} />
      </div>
      <Figure label={guestListTexts.columnVisits} value={String(guest.visits)} />
      <Figure label={guestListTexts.columnNoShows} value={String(guest.noShows)} />
      <Figure
        label={guestListTexts.columnLastVisit}
        value={guest.lastVisit ? formatDate(guest.lastVisit) : guestListTexts.noVisit}
      />
    </article>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <dl className="m-0 flex items-baseline justify-between gap-2 md:grid md:justify-start md:gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="m-0 text-sm font-medium">{value}</dd>
    </dl>
  );
}
