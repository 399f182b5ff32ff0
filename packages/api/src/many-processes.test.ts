import { readdir } from "node:fs/promises";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultRateLimits } from "./app/create-app.ts";
import { testDatabaseUrl } from "./env.ts";
import { demoAccounts } from "./seed/demo.ts";
import { demoRestaurants } from "./seed/demo-content.ts";
import { type ServerProcess, startServerProcesses } from "./test/server-processes.ts";
import { createEmptyPostgresDatabase } from "./test/test-database.ts";

// Two real server processes on one fresh PostgreSQL database, as behind a load balancer: one public
// origin, one trusted proxy hop (each test's client address in X-Forwarded-For). Needs TEST_DATABASE_URL
// (CI: scripts/test-postgres.mjs); the embedded database belongs to one process and has nothing to prove.
const adminUrl = testDatabaseUrl();
const ORIGIN = "http://tisch.test";
// Short, so that the takeover test waits seconds; long enough that a busy machine keeps renewing in time.
const LEASE_TTL_MS = 6000;

const account = (label: string) => {
  const found = demoAccounts.find((entry) => entry.label === label);
  if (!found) throw new Error(`no demo account ${label}`);
  return { email: found.login, password: found.password };
};
const owner = account("Inhaber Trattoria Demo");
const subuser = account("Unterbenutzer Trattoria Demo");
const otherOwner = account("Inhaber Zum Goldenen Hirsch");

/** Waits until `condition` holds (checked every 100 ms); fails naming `what` after `timeoutMs`. */
async function waitFor<T>(condition: () => Promise<T | undefined | false>, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await condition();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!adminUrl)("one service on two processes and one PostgreSQL database", () => {
  let database: { url: string; drop(): Promise<void> };
  let servers: ServerProcess[] = [];
  let sql: pg.Client;

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase(adminUrl ?? "");
    // Both at the same moment on the empty database: migrations and demo seed meet under their locks.
    servers = await startServerProcesses(2, {
      DATABASE_URL: database.url,
      DEMO: "1",
      PUBLIC_ORIGIN: ORIGIN,
      TRUST_PROXY: "1",
      LEASE_TTL_MS: String(LEASE_TTL_MS),
    });
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  }, 120_000);

  afterAll(async () => {
    await sql?.end();
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
  });

  const count = async (query: string, params: unknown[] = []) =>
    Number((await sql.query<{ n: string }>(query, params)).rows[0]?.n ?? 0);

  function call(
    server: ServerProcess,
    method: string,
    path: string,
    options: { address: string; body?: unknown; cookie?: string },
  ) {
    return fetch(`${server.base}${path}`, {
      method,
      headers: {
        Origin: ORIGIN,
        "X-Forwarded-For": options.address,
        ...(options.body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(options.cookie ? { Cookie: options.cookie } : {}),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
  }

  async function signIn(server: ServerProcess, login: { email: string; password: string }, address: string) {
    const response = await call(server, "POST", "/api/users/login", { address, body: login });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { user: { id: string; restaurantId: string | null } };
    const cookie = response.headers
      .getSetCookie()
      .map((header) => header.split(";")[0] ?? "")
      .find((pair) => pair.startsWith("ts_session="));
    if (!cookie) throw new Error("no session cookie");
    return { cookie, user: body.user };
  }

  let day: Promise<{ restaurantId: string; date: string; times: string[] }> | undefined;
  /** The Trattoria's id and free times on an open day a month ahead (asked once). */
  const bookableDay = (server: ServerProcess) => {
    day ??= findBookableDay(server);
    return day;
  };
  async function findBookableDay(server: ServerProcess) {
    const partners = (await (await fetch(`${server.base}/api/restaurants`)).json()) as {
      data: Array<{ _id: string; name: string }>;
    };
    const trattoria = partners.data.find((restaurant) => restaurant.name.includes("Trattoria"));
    if (!trattoria) throw new Error("no Trattoria among the partners");
    const ahead = new Date(Date.now() + 35 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const slots = (await (
      await fetch(`${server.base}/api/simple-timeslots/${trattoria._id}/${ahead}/2?firstOpen=1`)
    ).json()) as { date: { iso: string }; timeSlots: Array<{ time: string; available: boolean }> };
    const times = slots.timeSlots.filter((slot) => slot.available).map((slot) => slot.time);
    return { restaurantId: trattoria._id, date: slots.date.iso, times };
  }

  async function book(server: ServerProcess, address: string, n: number) {
    const { restaurantId, date, times } = await bookableDay(server);
    return call(server, "POST", `/api/reservation/${restaurantId}`, {
      address,
      body: {
        customerName: `Gast ${n}`,
        customerEmail: `gast${n}@beispiel.de`,
        customerPhone: "+49 30 1234567",
        numberOfGuests: 2,
        reservationDate: date,
        timeSlot: times[n % times.length],
        specialRequests: "",
      },
    });
  }

  /** How often each outbox id was delivered as an `.eml` file, over every process's DATA_DIR. */
  async function deliveries(among = servers) {
    const seen = new Map<string, number>();
    for (const server of among) {
      const files = await readdir(join(server.dataDir, "outbox")).catch(() => [] as string[]);
      for (const file of files.filter((name) => name.endsWith(".eml")))
        seen.set(file.slice(0, -4), (seen.get(file.slice(0, -4)) ?? 0) + 1);
    }
    return seen;
  }

  const sentMailIds = async () =>
    (
      await sql.query<{ id: string }>("select id from outbox where kind = 'mail' and status = 'sent'")
    ).rows.map((row) => row.id);

  it("given an empty database and DEMO=1 on both, both come up and serve one set of demo data", async () => {
    for (const server of servers) {
      expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
      expect(server.child.exitCode).toBeNull();
      expect(server.output()).not.toMatch(/"level":"error"/);
    }
    const partnersOf = async (server: ServerProcess) =>
      (
        (await (await fetch(`${server.base}/api/restaurants`)).json()) as { data: Array<{ _id: string }> }
      ).data
        .map((restaurant) => restaurant._id)
        .sort();
    const [first, second] = servers as [ServerProcess, ServerProcess];
    expect(await partnersOf(first)).toEqual(await partnersOf(second));
    expect(await count("select count(*) as n from restaurants")).toBe(demoRestaurants.length);
    expect(await count("select count(*) as n from users where email = $1", [owner.email])).toBe(1);
  });

  it("given bookings from one address alternating between the processes, reaches the limit once in total", async () => {
    const limit = defaultRateLimits.bookingPerIp;
    const statuses: number[] = [];
    for (let n = 0; n < limit + 6; n += 1)
      statuses.push((await book(servers[n % 2] as ServerProcess, "198.51.100.10", n)).status);
    expect(statuses.slice(0, limit).filter((status) => status === 429)).toEqual([]);
    expect(statuses.slice(limit)).toEqual([429, 429, 429, 429, 429, 429]);
  });

  it("given a fully booked evening, six waiting guests and two tables cancelled at once on different processes, gives each freed table exactly one hold", async () => {
    const [first, second] = servers as [ServerProcess, ServerProcess];
    const { cookie, user } = await signIn(first, owner, "198.51.100.40");
    const restaurantId = user.restaurantId ?? "";
    // The first open day from 50 days ahead (the demo has holidays), not one other tests book.
    const ahead = new Date(Date.now() + 50 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const open = (await (
      await fetch(`${first.base}/api/simple-timeslots/${restaurantId}/${ahead}/2?firstOpen=1`)
    ).json()) as { date: { iso: string } };
    const date = open.date.iso;
    // Open 19:00-20:30 that day: one start time (19:00) for a party of two.
    const special = await call(first, "POST", `/api/special-hours/${user.id}`, {
      address: "198.51.100.40",
      cookie,
      body: {
        title: "Warteliste zwei Prozesse",
        startDate: date,
        endDate: date,
        type: "special_event",
        customHours: { openTime: "19:00", closeTime: "20:30" },
      },
    });
    expect(special.status).toBeLessThan(300);
    // The staff book every table at 19:00 until none is left.
    const booked: string[] = [];
    for (let n = 0; n < 60; n += 1) {
      const response = await call(first, "POST", `/api/reservation/${restaurantId}`, {
        address: "198.51.100.40",
        cookie,
        body: {
          customerName: `Stammtisch ${n}`,
          customerEmail: `stammtisch${n}@beispiel.de`,
          customerPhone: "",
          numberOfGuests: 2,
          reservationDate: date,
          timeSlot: "19:00",
          autoApprove: true,
        },
      });
      if (response.status === 409) break;
      expect(response.status).toBe(201);
      booked.push(((await response.json()) as { data: { _id: string } }).data._id);
    }
    expect(booked.length).toBeGreaterThan(2);
    // Six guests wait for 19:00, joining through both processes.
    for (let n = 0; n < 6; n += 1) {
      const joined = await call(servers[n % 2] as ServerProcess, "POST", `/api/waitlist/${restaurantId}`, {
        address: `198.51.100.${50 + n}`,
        body: {
          customerName: `Wartend ${n}`,
          customerEmail: `wartend${n}@beispiel.de`,
          numberOfGuests: 2,
          date,
          from: "19:00",
          to: "19:00",
        },
      });
      expect(joined.status).toBe(201);
    }
    // Two tables freed at the same moment, one through each process.
    const cancel = (server: ServerProcess, id: string) =>
      call(server, "PUT", `/api/reservations/${id}/status`, {
        address: "198.51.100.40",
        cookie,
        body: { status: "cancelled" },
      });
    const statuses = await Promise.all([cancel(first, booked[0] ?? ""), cancel(second, booked[1] ?? "")]);
    expect(statuses.map((response) => response.status)).toEqual([200, 200]);

    const openOffers = async () =>
      (
        await sql.query<{ name: string; table_ids: string[] }>(
          `select e.customer_name as name, o.table_ids from waitlist_offers o
           join waitlist_entries e on e.id = o.entry_id
           where o.restaurant_id = $1 and o.date = $2 and o.status = 'open' order by e.created_at`,
          [restaurantId, date],
        )
      ).rows;
    // Each process matches after its own cancellation, under the restaurant-and-day lock.
    await waitFor(async () => (await openOffers()).length >= 2, "two holds");
    const offers = await openOffers();
    expect(offers.map((offer) => offer.name)).toEqual(["Wartend 0", "Wartend 1"]);
    const heldTables = offers.flatMap((offer) => offer.table_ids);
    expect(new Set(heldTables).size).toBe(heldTables.length);
    expect(
      await count(
        "select count(*) as n from waitlist_entries where restaurant_id = $1 and date = $2 and status = 'waiting'",
        [restaurantId, date],
      ),
    ).toBe(4);
    // A public booking finds nothing left: the freed tables are held.
    const slots = (await (
      await fetch(`${second.base}/api/simple-timeslots/${restaurantId}/${date}/2`)
    ).json()) as {
      timeSlots: Array<{ time: string; available: boolean }>;
    };
    expect(slots.timeSlots.filter((slot) => slot.available)).toEqual([]);
  });

  it("given failed sign-ins from one address alternating between the processes, limits them once in total", async () => {
    const limit = defaultRateLimits.loginPerAddress;
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let n = 0; n < limit + 2; n += 1) {
      const response = await call(servers[n % 2] as ServerProcess, "POST", "/api/users/login", {
        address: "198.51.100.20",
        body: { email: otherOwner.email, password: "Falsch#2026" },
      });
      statuses.push(response.status);
      retryAfter = response.headers.get("retry-after") ?? retryAfter;
    }
    expect(statuses).toEqual([...Array.from({ length: limit }, () => 401), 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // The owner, from their own address, is not locked out by what a stranger tried.
    await signIn(servers[1] as ServerProcess, otherOwner, "198.51.100.21");
  });

  const holderOf = async (name: string) =>
    (
      await sql.query<{ holder: string; acquired_at: Date }>(
        "select holder, acquired_at from leases where name = $1 and expires_at > now()",
        [name],
      )
    ).rows[0];
  const pidOf = (holder: string) => Number(holder.split(":").at(-2));

  it("given mails queued through both processes, delivers each exactly once, all by the outbox lease's holder", async () => {
    const holder = await waitFor(() => holderOf("outbox"), "a live outbox lease");
    for (let n = 0; n < 6; n += 1)
      expect((await book(servers[n % 2] as ServerProcess, "198.51.100.30", 100 + n)).status).toBe(201);
    await waitFor(
      async () => (await count("select count(*) as n from outbox where status = 'pending'")) === 0,
      "every outbox row sent",
    );
    const sent = await sentMailIds();
    expect(sent.length).toBeGreaterThanOrEqual(6);
    const delivered = await deliveries();
    expect([...delivered.keys()].sort()).toEqual([...sent].sort());
    expect([...delivered.values()].every((times) => times === 1)).toBe(true);
    // The holder kept its lease meanwhile and the other process sent nothing.
    expect(await holderOf("outbox")).toEqual(holder);
    const others = servers.filter((server) => server.pid !== pidOf(holder.holder));
    expect(others).toHaveLength(1);
    expect((await deliveries(others)).size).toBe(0);
  });

  it("given a range of reservations answered and kept on A, a booking within it through B is in A's next answer, and one outside it is not", async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const address = "198.51.100.60";
    const { cookie, user } = await signIn(a, owner, address);
    const restaurantId = user.restaurantId ?? "";
    const openDay = async (daysAhead: number) => {
      const ahead = new Date(Date.now() + daysAhead * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
      const answer = (await (
        await fetch(`${b.base}/api/simple-timeslots/${restaurantId}/${ahead}/2?firstOpen=1`)
      ).json()) as { date: { iso: string }; timeSlots: Array<{ time: string; available: boolean }> };
      const time = answer.timeSlots.find((slot) => slot.available)?.time;
      if (!time) throw new Error(`no free time around ${ahead}: ${JSON.stringify(answer).slice(0, 300)}`);
      return { date: answer.date.iso, time };
    };
    const inside = await openDay(24);
    const outside = await openDay(31);
    const range = `/api/reservations/restaurant/${restaurantId}?from=${inside.date}&to=${inside.date}`;
    const namesOnA = async () =>
      (
        (await (await call(a, "GET", range, { address, cookie })).json()) as {
          data: Array<{ customerName: string }>;
        }
      ).data.map((reservation) => reservation.customerName);
    // Read twice: the second answer comes from A's memory, which only an event from B can clear.
    await namesOnA();
    expect(await namesOnA()).not.toContain("Bereich Außen");
    const bookThroughB = (day: { date: string; time: string }, name: string) =>
      call(b, "POST", `/api/reservation/${restaurantId}`, {
        address: "198.51.100.61",
        body: {
          customerName: name,
          customerEmail: "bereich@beispiel.de",
          customerPhone: "+49 30 1234567",
          numberOfGuests: 2,
          reservationDate: day.date,
          timeSlot: day.time,
          specialRequests: "",
        },
      });
    expect((await bookThroughB(outside, "Bereich Außen")).status).toBe(201);
    expect((await bookThroughB(inside, "Bereich Innen")).status).toBe(201);
    const names = await waitFor(async () => {
      const list = await namesOnA();
      return list.includes("Bereich Innen") && list;
    }, "the booking through B in A's answer of the range");
    expect(names).not.toContain("Bereich Außen");
  });

  it("given the owner removing a sub-user on A, closes the sub-user's live stream on B within 5 s; their cookie answers 401 on both", async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const { cookie: ownerCookie } = await signIn(a, owner, "198.51.100.40");
    const signedIn = await signIn(b, subuser, "198.51.100.41");
    const stream = await fetch(`${b.base}/api/notifications/listen/${signedIn.user.restaurantId}`, {
      headers: { Cookie: signedIn.cookie, "X-Forwarded-For": "198.51.100.41" },
    });
    expect(stream.status).toBe(200);
    const reader = stream.body?.getReader();
    if (!reader) throw new Error("no stream body");
    const decoder = new TextDecoder();
    let text = "";
    while (!text.includes('"connected"')) {
      const { done, value } = await reader.read();
      if (done) throw new Error("stream ended before it connected");
      text += decoder.decode(value, { stream: true });
    }
    const ended = (async () => {
      for (;;) if ((await reader.read()).done) return "ended" as const;
    })().catch(() => "ended" as const);

    const removed = await call(a, "DELETE", `/api/users/subuser/${signedIn.user.id}`, {
      address: "198.51.100.40",
      cookie: ownerCookie,
    });
    expect(removed.status).toBe(200);
    let timer: NodeJS.Timeout | undefined;
    const open = new Promise<"open">((resolve) => {
      timer = setTimeout(() => resolve("open"), 5000);
    });
    expect(await Promise.race([ended, open])).toBe("ended");
    clearTimeout(timer);
    for (const server of servers) {
      const me = await call(server, "GET", "/api/users/me", {
        address: "198.51.100.41",
        cookie: signedIn.cookie,
      });
      expect(me.status).toBe(401);
    }
  });

  it("given the process holding the outbox lease killed (-9), the other takes over and sends a mail queued through it", async () => {
    const { holder } = await waitFor(() => holderOf("outbox"), "a live outbox lease");
    const pid = pidOf(holder);
    const dead = servers.find((server) => server.pid === pid);
    const survivor = servers.find((server) => server.pid !== pid);
    if (!dead || !survivor) throw new Error(`holder ${holder} is none of the processes`);
    const before = new Set(await sentMailIds());

    await dead.kill();
    expect((await book(survivor, "198.51.100.50", 200)).status).toBe(201);
    // Within the TTL the dead holder still owns the lease; then the survivor acquires it and sends.
    const fresh = await waitFor(async () => {
      const delivered = await deliveries([survivor]);
      const ids = [...delivered.keys()].filter((id) => !before.has(id));
      return ids.length > 0 ? ids : undefined;
    }, "the new mail delivered by the survivor");
    expect(pidOf((await holderOf("outbox"))?.holder ?? "")).toBe(survivor.pid);
    expect(
      await count("select count(*) as n from outbox where id = any($1) and status = 'sent'", [fresh]),
    ).toBe(fresh.length);
    servers = [survivor];

    // A graceful stop releases the survivor's leases at once (no waiting for their expiry elsewhere).
    expect(await survivor.stop()).toBe(0);
    expect(
      await count("select count(*) as n from leases where holder like $1", [`%:${survivor.pid}:%`]),
    ).toBe(0);
  });
});
