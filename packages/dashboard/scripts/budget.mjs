// The dashboard's size budget (issue 18): the first visit to home or the calendar loads at most 200 kB of
// JavaScript (gzip). Not met yet for those two routes: `firstVisitCeilingsKb` holds what landed, rounded up,
// so that a regression fails `test:build`; lower each ceiling as the routes get lighter, down to the budget.
export const budgetKb = 200;

export const firstVisitCeilingsKb = {
  "/app/ (home)": 216,
  "/app/calendar": 213,
};
