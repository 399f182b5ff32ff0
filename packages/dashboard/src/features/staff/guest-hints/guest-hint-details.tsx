import { type GuestHint, guestHintDetailTexts, guestHintTexts } from "@tischservice/core";
import { Badge, Spinner } from "@tischservice/ui";
import { type ReactNode, useId } from "react";
import { GuestBlockBadge } from "../guests/guest-block-badge.tsx";

export type GuestHintState =
  | { status: "pending" }
  | { status: "error" }
  /** `hint` undefined: the reservation has no address or phone, so no guest is known. */
  | { status: "success"; hint: GuestHint | undefined };

export interface GuestHintDetailsProps {
  state: GuestHintState;
  /** The link to the guest's profile. */
  action?: ReactNode;
}

/**
 * The reservation page's "Gast": "Online gesperrt" with its reason, tags, which visit this is, the visits so far and no-shows, and the staff's
 * whole note. Nothing for a guest without hints.
 */
export function GuestHintDetails({ state, action }: GuestHintDetailsProps) {
  const headingId = useId();
  if (state.status === "success" && !hasContent(state.hint)) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-2 rounded-xl border border-border bg-card p-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {guestHintDetailTexts.title}
      </h2>
      {state.status === "pending" ? (
        <p role="status" className="m-0 flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner label={null} />
          {guestHintDetailTexts.loading}
        </p>
      ) : state.status === "error" ? (
        <p role="alert" className="m-0 text-sm text-destructive">
          {guestHintDetailTexts.loadFailed}
        </p>
      ) : state.hint ? (
        <Hint hint={state.hint} action={action} />
      ) : null}
    </section>
  );
}

function hasContent(hint: GuestHint | undefined): hint is GuestHint {
  return (
    hint !== undefined &&
    (hint.tags.length > 0 || hint.visits > 0 || hint.note.trim() !== "" || hint.blocked === true)
  );
}

function Hint({ hint, action }: { hint: GuestHint; action: ReactNode }) {
  const figures = [
    hint.visitNumber !== null && hint.visitNumber > 1 ? guestHintTexts.visitNumber(hint.visitNumber) : null,
    hint.visits > 0 ? guestHintDetailTexts.visits(hint.visits) : null,
    hint.noShows > 0 ? guestHintDetailTexts.noShows(hint.noShows) : null,
  ].filter((figure) => figure !== null);
  return (
    <>
      <GuestBlockBadge blocked={hint.blocked} reason={hint.blockedReason} />
      {hint.tags.length > 0 ? (
        <ul aria-label={guestHintDetailTexts.tags} className="m-0 flex list-none flex-wrap gap-1 p-0">
          {hint.tags.map((tag) => (
            <li key={tag}>
              <Badge>{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {figures.length > 0 ? <p className="m-0 text-sm">{figures.join(guestHintTexts.separator)}</p> : null}
      {hint.note.trim() !== "" ? (
        <p className="m-0 text-sm break-words whitespace-pre-line">
          <span className="font-medium">{guestHintDetailTexts.note}: </span>
          {hint.note.trim()}
        </p>
      ) : null}
      {action}
    </>
  );
}
