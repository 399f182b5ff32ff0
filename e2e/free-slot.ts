/** `YYYY-MM-DD` of the day `offset` days from today (the machine's local calendar, as the widget shows it). */
export function localDate(offset: number): string {
  const day = new Date();
  day.setDate(day.getDate() + offset);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}-${String(day.getDate()).padStart(2, "0")}`;
}

/**
 * A day 2 to 20 days ahead and a time the restaurant has free for `guests`, skipping `skip`
 * (`"YYYY-MM-DD HH:MM"` already used by the run). Never today: whether today has a slot left depends on
 * the hour the tests run.
 */
export async function freeSlot(
  baseURL: string,
  restaurantId: string,
  guests = 2,
  skip: readonly string[] = [],
): Promise<{ date: string; time: string }> {
  for (let offset = 2; offset < 21; offset++) {
    const date = localDate(offset);
    const answer = (await (
      await fetch(`${baseURL}/api/simple-timeslots/${restaurantId}/${date}/${guests}`)
    ).json()) as { timeSlots: Array<{ time: string; available: boolean }> };
    const slot = answer.timeSlots.find(
      (candidate) => candidate.available && !skip.includes(`${date} ${candidate.time}`),
    );
    if (slot) return { date, time: slot.time };
  }
  throw new Error("Kein freier Zeitslot in den nächsten drei Wochen");
}
