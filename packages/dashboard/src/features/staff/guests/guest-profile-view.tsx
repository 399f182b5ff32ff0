import {
  formatDate,
  type GuestProfile,
  type GuestProfileUpdateRequest,
  guestProfileTexts,
} from "@tischservice/core";
import { Banner, Spinner } from "@tischservice/ui";
import { BackLink } from "../shell/back-link.tsx";
import { GuestBlockBadge } from "./guest-block-badge.tsx";
import { GuestBlockEditor } from "./guest-block-editor.tsx";
import { GuestFigures } from "./guest-figures.tsx";
import { GuestHistory } from "./guest-history.tsx";
import { GuestNotesEditor } from "./guest-notes-editor.tsx";
import { GuestTagBadges } from "./guest-tag-badges.tsx";

export type GuestProfileState =
  | { status: "pending" }
  | { status: "error"; message: string }
  | { status: "success"; profile: GuestProfile };

export interface GuestProfileViewProps {
  state: GuestProfileState;
  onSave: (update: GuestProfileUpdateRequest) => Promise<unknown>;
  /** The server's reason for the last refused save, or null. */
  saveError: string | null;
  /** Editing is locked (e.g. while a save runs). */
  disabled?: boolean;
}

/** A guest's profile: name, contact, tags, figures, the staff's note and tags, and the reservations. */
export function GuestProfileView({ state, onSave, saveError, disabled = false }: GuestProfileViewProps) {
  return (
    <div className="grid gap-4">
      <BackLink to="/guests">{guestProfileTexts.back}</BackLink>
      {state.status === "pending" ? (
        <Spinner className="justify-center py-10" />
      ) : state.status === "error" ? (
        <Banner tone="error" title={guestProfileTexts.loadFailed}>
          {state.message}
        </Banner>
      ) : (
        <>
          <header className="grid gap-1">
            <h1 className="text-2xl font-bold">{state.profile.name}</h1>
            <p className="m-0 text-sm text-muted-foreground">
              {[state.profile.email, state.profile.phone].filter((part) => part.trim() !== "").join(" · ")}
            </p>
            <GuestTagBadges tags={state.profile.tags} staffTags={state.profile.staffTags} />
            <GuestBlockBadge blocked={state.profile.blocked} />
          </header>
          <GuestFigures guest={state.profile} />
          <GuestNotesEditor
            note={state.profile.note}
            staffTags={state.profile.staffTags}
            onSave={onSave}
            error={saveError}
            disabled={disabled}
          />
          <GuestBlockEditor
            blocked={state.profile.blocked}
            reason={state.profile.blockedReason}
            since={state.profile.blockedAt ? formatDate(state.profile.blockedAt) : null}
            // The PUT carries note and tags as saved: the block's save leaves them as they are.
            onSave={(block) =>
              onSave({ note: state.profile.note, tags: [...state.profile.staffTags], ...block })
            }
            disabled={disabled}
          />
          <GuestHistory history={state.profile.history} />
        </>
      )}
    </div>
  );
}
