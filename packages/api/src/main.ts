import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { parseEnv } from "./env.ts";
import { mountStaticFiles } from "./static-files.ts";

const env = parseEnv();
const app = createApp({ port: env.PORT });
mountStaticFiles(app);

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  console.log(`Tischservice läuft auf http://localhost:${info.port}`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
