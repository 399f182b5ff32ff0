import { serve } from "@hono/node-server";
import { Hono } from "hono";

// The reference of `pnpm bench`: the same Hono and node-server versions as the API, one JSON route, nothing
// else, in a process of its own. Prints its port once it listens; stops on SIGTERM.
const app = new Hono();
app.get("/port-info.json", (c) => c.json({ port: 0 }));
const server = serve(
  { fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: "127.0.0.1" },
  (info) => {
    process.stdout.write(`listening ${info.port}\n`);
  },
);
process.on("SIGTERM", () => server.close(() => process.exit(0)));
