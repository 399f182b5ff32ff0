import { guestListTexts } from "@tischservice/core";
import { Badge } from "@tischservice/ui";

export interface GuestTagBadgesProps {
  /** Automatic tags first, then the staff's (as the API sends them). */
  tags: readonly string[];
  /** The staff's own tags; the others are automatic and look filled. */
  staffTags: readonly string[];
}

/** A guest's tags: "Stammgast" and "Neu" filled, the staff's outlined. */
export function GuestTagBadges({ tags, staffTags }: GuestTagBadgesProps) {
  if (tags.length === 0) return null;
  const staff = new Set(staffTags);
  return (
    <ul aria-label={guestListTexts.columnTags} className="m-0 flex list-none flex-wrap gap-1 p-0">
      {tags.map((tag) => (
        <li key={tag}>
          <Badge variant={staff.has(tag) ? "outline" : "default"}>{tag}</Badge>
        </li>
      ))}
    </ul>
  );
}
