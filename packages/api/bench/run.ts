import autocannon from "autocannon";
import { benchCoreSlots } from "./core-slots.ts";
import { startBenchServer } from "./server.ts";

// Prints figures for this machine; asserts nothing. Loopback only, bounded in count and time.
const line = (label: string, value: string) => process.stdout.write(`${label.padEnd(52)} ${value}\n`);

async function load(url: string, seconds = 4) {
  const result = await autocannon({ url, connections: 10, duration: seconds, pipelining: 1 });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function bookings(base: string, restaurantId: string, count = 300, concurrency = 8) {
  let next = 0;
  let created = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const day = 2 + (i % 25);
      const slot = 600 + Math.floor(i / 25) * 30;
      const response = await fetch(`${base}/api/reservation/${restaurantId}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          customerName: `Gast ${i}`,
          customerEmail: `gast${i}@bench.example`,
          numberOfGuests: 2,
          reservationDate: `2026-06-${String(day).padStart(2, "0")}`,
          timeSlot: `${String(Math.floor(slot / 60)).padStart(2, "0")}:${String(slot % 60).padStart(2, "0")}`,
        }),
      });
      if (response.status === 201) created += 1;
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { created, perSecond: created / ((performance.now() - started) / 1000) };
}

async function commitToEvent(base: string, restaurantId: string, cookie: string, samples = 26) {
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
  for (let i = 0; i < samples; i += 1) {
    const name = `Latenz ${i}`;
    const arrived = new Promise<void>((resolve) => waiting.set(name, resolve));
    const response = await fetch(`${base}/api/reservation/${restaurantId}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        customerName: name,
        customerEmail: "latenz@bench.example",
        numberOfGuests: 2,
        reservationDate: "2026-06-28",
        timeSlot: `${String(10 + Math.floor(i / 2)).padStart(2, "0")}:${i % 2 === 0 ? "00" : "30"}`,
      }),
    });
    const answered = performance.now();
    await response.arrayBuffer();
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

const core = benchCoreSlots();
line(
  "core computeDaySlots (60 tables, 500 reservations)",
  `${(core.perCallMs * 1000).toFixed(0)} µs/call (${core.calls} calls, ${core.slots} slots)`,
);

const server = await startBenchServer();
try {
  const bare = await load(`${server.base}/port-info.json`);
  const slots = await load(`${server.base}/api/simple-timeslots/${server.restaurantId}/2026-06-10/4`);
  line(
    "bare JSON route (/port-info.json)",
    `${bare.rps.toFixed(0)} req/s, p99 ${bare.p99} ms, errors ${bare.errors}`,
  );
  line(
    "GET simple-timeslots (cached day inputs)",
    `${slots.rps.toFixed(0)} req/s, p99 ${slots.p99} ms, errors ${slots.errors}`,
  );
  line("ratio simple-timeslots / bare (goal >= 0.5)", (slots.rps / bare.rps).toFixed(2));
  const booked = await bookings(server.base, server.restaurantId);
  line(
    "bookings (POST /api/reservation, 8 concurrent)",
    `${booked.perSecond.toFixed(0)} /s (${booked.created} booked)`,
  );
  const latency = await commitToEvent(server.base, server.restaurantId, server.cookie);
  line(
    "booking commit -> SSE event (after the answer)",
    `median ${latency.median.toFixed(2)} ms, p95 ${latency.p95.toFixed(2)} ms (${latency.samples} samples)`,
  );
} finally {
  await server.close();
}
