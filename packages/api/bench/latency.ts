import { bookingBody } from "./bookings.ts";

/** Commit → SSE event: books `samples` future slots and times each one's event on an open dashboard stream. */
export async function commitToEvent(
  base: string,
  restaurantId: string,
  cookie: string,
  plan: Array<{ date: string; time: string }>,
  samples = 26,
) {
  const stream = await fetch(`${base}/api/notifications/listen/${restaurantId}`, {
    headers: { Cookie: cookie },
  });
  const reader = stream.body?.getReader();
  if (!reader) throw new Error("no stream");
  const arrivals = new Map<string, number>();
  const waiting = new Map<string, () => void>();
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = "";
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      for (const match of buffer.matchAll(/"customerName":"(Latenz \d+)"/g)) {
        const name = match[1] ?? "";
        if (!arrivals.has(name)) {
          arrivals.set(name, performance.now());
          waiting.get(name)?.();
        }
      }
      buffer = buffer.slice(Math.max(0, buffer.lastIndexOf("\n\n")));
    }
  })();
  const fromAnswer: number[] = [];
  for (const [i, entry] of plan.slice(0, samples).entries()) {
    const name = `Latenz ${i}`;
    const arrived = new Promise<void>((resolve) => waiting.set(name, resolve));
    const response = await fetch(`${base}/api/reservation/${restaurantId}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: bookingBody(name, entry.date, entry.time, "latenz@bench.example"),
    });
    const answered = performance.now();
    await response.arrayBuffer();
    if (response.status !== 201) continue;
    await Promise.race([arrived, new Promise((resolve) => setTimeout(resolve, 2000))]);
    const at = arrivals.get(name);
    // The commit happens before the answer is sent: event minus answer is an upper bound of commit → event
    // whenever it is positive (an event that arrives before the answer counts as 0).
    if (at !== undefined) fromAnswer.push(Math.max(0, at - answered));
  }
  await reader.cancel();
  fromAnswer.sort((a, b) => a - b);
  const median = fromAnswer[Math.floor(fromAnswer.length / 2)] ?? Number.NaN;
  const p95 = fromAnswer[Math.floor(fromAnswer.length * 0.95)] ?? Number.NaN;
  return { samples: fromAnswer.length, median, p95 };
}
