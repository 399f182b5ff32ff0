/** The calendar's own words that core's catalogue does not hold; everything else comes from `@tischservice/core`. */
export const calendarPageTexts = {
  weekOverview: "Wochenübersicht",
  viewToggle: "Ansicht",
} as const;
