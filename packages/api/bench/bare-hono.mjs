import { randomUUID } from "node:crypto";
import { serve } from "@hono/node-server";
import { Hono } from "hono";

// The references of `pnpm bench`, each in a process of its own with the same Hono and node-server versions
// as the API and one JSON route; prints its port once it listens, stops on SIGTERM. `BENCH_REFERENCE`:
// - `bare` (default): that route and nothing else: the reference every ratio is taken against;
// - `middleware`: plus one empty async middleware (what Hono's composition alone costs);
// - `duties`: plus one middleware doing what every answer of the API must carry, with the API's own code
//   (its build): a request id, the JSON answer's headers (`plainJsonHeaders`) and the JSON request log
//   line at info level (`createJsonLogger`, written to this process's output like the API's), with the
//   API's garbage collector setting (`v8-heap-flags`).
const reference = process.env.BENCH_REFERENCE ?? "bare";
const app = new Hono();
if (reference === "bare") app.get("/port-info.json", (c) => c.json({ port: 0 }));
else if (reference === "middleware") {
  app.use("*", async (_c, next) => {
    await next();
  });
  app.get("/port-info.json", (c) => c.json({ port: 0 }));
} else if (reference === "duties") {
  // The API's garbage collector setting too (see the module): without it this floor cost more than the API.
  await import("../dist/lib/v8-heap-flags.js");
  const { plainJsonHeaders } = await import("../dist/lib/response-frame.js");
  const { createJsonLogger, logRequestLine, redactPath } = await import("../dist/lib/logger.js");
  const logger = createJsonLogger("info");
  app.use("*", async (c, next) => {
    const started = performance.now();
    const requestId = randomUUID();
    c.set("requestId", requestId);
    await next();
    logRequestLine(logger, {
      requestId,
      method: c.req.method,
      path: redactPath(c.req.path),
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    });
  });
  app.get(
    "/port-info.json",
    (c) =>
      new Response(JSON.stringify({ port: 0 }), {
        status: 200,
        headers: plainJsonHeaders(c.req.path, false, false, false, c.get("requestId")),
      }),
  );
} else throw new Error(`unknown BENCH_REFERENCE ${reference}`);
const server = serve(
  { fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: "127.0.0.1" },
  (info) => {
    process.stdout.write(`listening ${info.port}\n`);
  },
);
process.on("SIGTERM", () => server.close(() => process.exit(0)));
