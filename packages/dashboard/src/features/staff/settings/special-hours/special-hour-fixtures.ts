/** Test and story data: Christmas, closed for three days and again every year, as the API answers it. */
export const christmasRecord = {
  _id: "h-1",
  title: "Weihnachten",
  type: "holiday",
  startDate: "2026-12-24",
  endDate: "2026-12-26",
  isRecurring: true,
  isClosed: true,
  customHours: null,
  description: "",
};
