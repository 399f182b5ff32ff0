import { serve } from "@hono/node-server";
import { Hono } from "hono";

// The reference of `pnpm bench`: a process of its own with the same Hono and node-server versions as the
// API and one JSON route, nothing else. What this machine answers at best in this run; every ratio and
// every floor is taken against it. Prints its port once it listens, stops on SIGTERM.
const app = new Hono();
app.get("/port-info.json", (c) => c.json({ port: 0 }));
const server = serve(
  { fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: "127.0.0.1" },
  (info) => {
    process.stdout.write(`listening ${info.port}\n`);
  },
);
process.on("SIGTERM", () => server.close(() => process.exit(0)));
