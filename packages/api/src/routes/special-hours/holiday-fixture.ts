/** A closed holiday over Christmas as the staff enter it: the special-hours tests' usual entry. */
export const christmasHoliday = {
  title: "Weihnachten",
  startDate: "2026-12-24",
  endDate: "2026-12-26",
  type: "holiday",
  isClosed: true,
};
