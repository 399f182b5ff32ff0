// Opening hours the rules' tests share; test data only, left out of the build and the package.

/** 2026-06-10, a Wednesday, open 17:00-22:00 (Berlin on summer time, UTC+2), no special hours, no bookings yet. */
export const wednesdayEvening = {
  date: "2026-06-10",
  openingHours: { wednesday: { isOpen: true, openTime: "17:00", closeTime: "22:00" } },
  specialHours: [],
  reservations: [],
};

/** Open 11:00-22:00 with a lunch break from 14:30 to 17:00. */
export const dayWithLunchBreak = {
  isOpen: true,
  openTime: "11:00",
  closeTime: "22:00",
  hasLunchBreak: true,
  lunchBreakStart: "14:30",
  lunchBreakEnd: "17:00",
};
