import { bookingBody } from "./bookings.ts";

/**
 * Booking → SSE event: books `samples` future slots one after another and times, from sending each
 * booking, its answer and its event on an open dashboard stream (the event is published at the commit, so
 * it may arrive before the answer).
 */
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
  const toEvent: number[] = [];
  const toAnswer: number[] = [];
  for (const [i, entry] of plan.slice(0, samples).entries()) {
    const name = `Latenz ${i}`;
    const arrived = new Promise<void>((resolve) => waiting.set(name, resolve));
    const sent = performance.now();
    const response = await fetch(`${base}/api/reservation/${restaurantId}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: bookingBody(name, entry.date, entry.time, "latenz@bench.example"),
    });
    await response.arrayBuffer();
    const answered = performance.now();
    if (response.status !== 201) continue;
    await Promise.race([arrived, new Promise((resolve) => setTimeout(resolve, 2000))]);
    const at = arrivals.get(name);
    if (at === undefined) continue;
    toEvent.push(at - sent);
    toAnswer.push(answered - sent);
  }
  await reader.cancel();
  return { samples: toEvent.length, event: percentiles(toEvent), answer: percentiles(toAnswer) };
}

function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    median: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
    p95: sorted[Math.floor(sorted.length * 0.95)] ?? Number.NaN,
  };
}
