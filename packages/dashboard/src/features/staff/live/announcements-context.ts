import { createContext, useContext } from "react";
import type { AnnouncedReservations } from "./announced-reservations.ts";

/** The shell's record of announced reservations, so that a booking made here is not toasted here. */
export const AnnouncementsContext = createContext<AnnouncedReservations | null>(null);

/** The shell's announcements; null outside the shell (stories, tests of single screens). */
export function useAnnouncements(): AnnouncedReservations | null {
  return useContext(AnnouncementsContext);
}
