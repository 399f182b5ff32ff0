import { type GuestProfile, guestBookTexts } from "@tischservice/core";
import type { FakeRequest, FakeResponse, Route } from "./fake-api.ts";
import { guestProfile } from "./guest-book-fixtures.ts";

/** The guest profile's path (its guest by `?email=` or `?phone=`). */
export const profilePath = "/api/guests/restaurant/r-1/profile";

/** The API's answer carrying a profile. */
export function profileAnswer(data: unknown, message: string = guestBookTexts.profileLoaded): FakeResponse {
  return { body: { success: true, message, data } };
}

/**
 * The profile's routes around a server that keeps the profile: a save stores what `saved` makes of the
 * sent body and answers the profile with it, and the page's re-reads (every 2 s while no event stream is
 * live) then answer what the save left instead of undoing it on a slow machine.
 */
export function profileServer(saved: (body: unknown) => Partial<GuestProfile>): Record<string, Route> {
  let profile = guestProfile();
  return {
    [`GET ${profilePath}`]: () => profileAnswer(profile),
    [`PUT ${profilePath}`]: (request: FakeRequest) => {
      profile = guestProfile(saved(request.body));
      return profileAnswer(profile, guestBookTexts.profileSaved);
    },
  };
}
