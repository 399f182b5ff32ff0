import { guestBlockTexts } from "@tischservice/core";
import { Badge } from "@tischservice/ui";

export interface GuestBlockBadgeProps {
  blocked: boolean | undefined;
  reason?: string | undefined;
}

/** "Online gesperrt" where staff see a blocked guest; the reason follows it as plain text. */
export function GuestBlockBadge({ blocked, reason = "" }: GuestBlockBadgeProps) {
  if (!blocked) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-1 text-sm">
      <Badge variant="destructive">{guestBlockTexts.badge}</Badge>
      {reason.trim() !== "" ? <span className="text-muted-foreground">{reason}</span> : null}
    </span>
  );
}
