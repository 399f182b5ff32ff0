import { useSearch } from "@tanstack/react-router";
import { type GuestProfileUpdateRequest, guestProfileTexts, settingsTexts } from "@tischservice/core";
import { EmptyState, SaveIndicator } from "@tischservice/ui";
import { UserRoundX } from "lucide-react";
import type { GuestLookup } from "../../../api/guests.ts";
import { serverMessageOr } from "../../../api/http.ts";
import { SaveStatusProvider, useSaveStatus } from "../settings/save-status.tsx";
import { type GuestProfileState, GuestProfileView } from "./guest-profile-view.tsx";
import { useGuestProfile, useSaveGuestProfile } from "./use-guests.ts";

/** `/app/guests/profile?email=` (or `?phone=`): one guest's profile, note and tags saved at once. */
export function GuestProfilePage() {
  const search = useSearch({ from: "/gastro/guests/profile" });
  const lookup: GuestLookup | null = search.email
    ? { email: search.email }
    : search.phone
      ? { phone: search.phone }
      : null;
  if (!lookup)
    return <EmptyState icon={<UserRoundX aria-hidden="true" />} title={guestProfileTexts.missingGuest} />;
  return (
    <SaveStatusProvider>
      <LoadedProfile lookup={lookup} />
      <ProfileSaveIndicator />
    </SaveStatusProvider>
  );
}

function LoadedProfile({ lookup }: { lookup: GuestLookup }) {
  const profile = useGuestProfile(lookup);
  const save = useSaveGuestProfile(lookup);
  const { report } = useSaveStatus();
  const state: GuestProfileState = profile.data
    ? { status: "success", profile: profile.data }
    : profile.isError
      ? { status: "error", message: serverMessageOr(profile.error, guestProfileTexts.loadFailed) }
      : { status: "pending" };
  const onSave = (update: GuestProfileUpdateRequest) => {
    report("saving");
    return save.mutateAsync(update).then(
      () => report("saved"),
      (error: unknown) => {
        report("error");
        throw error;
      },
    );
  };
  return (
    <GuestProfileView
      state={state}
      onSave={onSave}
      saveError={save.isError ? serverMessageOr(save.error, settingsTexts.saveFailed) : null}
      disabled={save.isPending}
    />
  );
}

/** "Speichert...", "Gespeichert" or "Fehler beim Speichern", floating as on the settings page. */
function ProfileSaveIndicator() {
  const { status, saveKey } = useSaveStatus();
  return (
    <SaveIndicator status={status} saveKey={saveKey} className="fixed end-4 bottom-20 z-40 md:bottom-6" />
  );
}
