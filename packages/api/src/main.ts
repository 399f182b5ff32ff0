import type { Server } from "node:http";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { operatorTexts } from "@tischservice/core/texts";
import { createApp } from "./app/create-app.ts";
import { clusterJobs } from "./cluster/cluster-jobs.ts";
import { createClusterWork } from "./cluster/cluster-work.ts";
import { openDatabase } from "./db/client.ts";
import { databaseTarget, parseEnv } from "./env.ts";
import { createEventBus } from "./events/event-bus.ts";
import { createJsonLogger } from "./lib/logger.ts";
import { describeError } from "./lib/safe-error.ts";
import { mailFilesDirOf } from "./mail/mail-files-dir.ts";
import { emlFileTransport, smtpTransport } from "./mail/transport.ts";
import { createOutboxWorker } from "./mail/worker.ts";
import { activeAdminCount } from "./routes/admin/active-admins.ts";
import { presentDemoAccounts, seedDemoData } from "./seed/seed-demo-data.ts";
import { checkSiteConfigAtStart } from "./site-config/site-config-start.ts";
import { defaultStaticRoots } from "./static/static-files.ts";
import { startStorybookServer } from "./static/storybook-server.ts";

const env = parseEnv();
const logger = createJsonLogger(env.LOG_LEVEL);

// Whatever fails unhandled (a seed or start step included) is logged without statement parameters,
// password hashes or tokens, never printed raw by Node; the process then exits so a supervisor restarts it.
const fatal = (error: unknown) => {
  logger.error("Unerwarteter Fehler – der Server wird beendet.", describeError(error));
  logger.flush();
  process.exit(1);
};
process.on("uncaughtException", fatal);
process.on("unhandledRejection", fatal);

// The operator's data comes first: a production start with incomplete legal data never listens.
const siteConfig = checkSiteConfigAtStart(env);
if (!siteConfig.ok) {
  process.stderr.write(`${siteConfig.message}\n`);
  process.exit(1);
}
if (siteConfig.file) logger.info("Betreiber-Konfiguration geladen", { file: siteConfig.file });

let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase(databaseTarget(env), undefined, logger);
} catch (error) {
  logger.error("Datenbank-Migration fehlgeschlagen – der Server startet nicht.", describeError(error));
  logger.flush();
  process.exit(1);
}

// Demo data only where it belongs: DEMO (on for the embedded database, off with DATABASE_URL), and never
// in a database that has accounts of its own. The accounts printed below are the ones that exist.
const demoAccounts = env.DEMO
  ? (await seedDemoData(database.db, { now: new Date(), logger })).accounts
  : await presentDemoAccounts(database.db);
const needsFirstAdmin = (await activeAdminCount(database.db)) === 0;

const mailFilesDir = mailFilesDirOf(env);
const transport = env.SMTP_URL
  ? smtpTransport(env.SMTP_URL, env.MAIL_FROM)
  : emlFileTransport(join(env.DATA_DIR, "outbox"), env.MAIL_FROM);

// Storybook on a port of its own, never on the origin of the operator's session (STORYBOOK_PORT).
const storybook =
  env.STORYBOOK_PORT === null
    ? null
    : await startStorybookServer({ port: env.STORYBOOK_PORT, hostname: env.HOST, logger });

let port = env.PORT;
const app = createApp({
  db: database.db,
  dbKind: database.kind,
  port: () => port,
  publicOrigin: env.PUBLIC_ORIGIN,
  allowedOrigins: env.ALLOWED_ORIGINS,
  salesEmail: env.SALES_EMAIL,
  trustProxy: env.TRUST_PROXY,
  logger,
  mailQueued: () => worker.wake(),
  mailFilesDir,
  events: createEventBus(database.db, database.kind, logger),
  staticRoots: defaultStaticRoots,
  ...(storybook ? { storybookPort: storybook.port } : {}),
  siteConfig: siteConfig.config,
  ...(env.TEST_PUSH_HOSTS.length > 0 ? { allowedPushHosts: env.TEST_PUSH_HOSTS } : {}),
  rateLimits: { bookingPerIp: env.BOOKINGS_PER_CLIENT },
  rwg:
    env.RWG_USERNAME && env.RWG_PASSWORD ? { username: env.RWG_USERNAME, password: env.RWG_PASSWORD } : null,
});

// Once-per-cluster work runs on the process holding its lease: sending the outbox, the scheduled jobs.
const cluster = createClusterWork({
  db: database.db,
  logger,
  ttlMs: env.LEASE_TTL_MS,
  jobs: clusterJobs({
    db: database.db,
    logger,
    pushAutoTest: app.deps.pushAutoTest,
    mailFilesDir,
    reminders: { publicOrigin: app.deps.publicOrigin, mailQueued: () => worker.wake() },
    waitlist: app.deps,
    rwgFeedsDir: env.RWG_FEEDS_DIR ?? null,
  }),
});
const worker = createOutboxWorker({
  db: database.db,
  transport,
  logger,
  logSubjects: !env.SMTP_URL,
  companyFooter: app.deps.siteConfig,
  push: (push) => app.deps.push.sendToRestaurant(push.restaurantId, push.message),
  mayRun: cluster.outbox.isHeld,
});
cluster.outbox.onChange((held) => {
  if (held) worker.wake();
});
// VAPID keys are created at the first start and stored, so every process and restart signs alike.
await app.deps.push.vapidKeys();
// Without a `createServer` option, `serve` makes a node:http server (whose connections shutdown closes).
const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  port = info.port;
  worker.start();
  cluster.start();
  const url = `http://localhost:${info.port}`;
  const lines = [
    `Tischservice läuft auf ${url} (Datenbank: ${database.kind}, Mail: ${transport.description})`,
    `  Website ${url}/  Dashboard ${url}/app/  API-Doku ${url}/api/docs${storybook ? `  Storybook http://localhost:${storybook.port}/` : ""}`,
  ];
  if (demoAccounts.length > 0) {
    lines.push(`  ${operatorTexts.demoAccountsHeading}`);
    for (const account of demoAccounts)
      lines.push(`    ${account.label.padEnd(34)} ${account.login} / ${account.password}`);
  }
  if (needsFirstAdmin) lines.push(`  ${operatorTexts.noAdminYet}`);
  process.stdout.write(`${lines.join("\n")}\n`);
}) as Server;

let shuttingDown = false;
async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info("shutting down", { signal });
  const force = setTimeout(() => {
    logger.warn("shutdown timed out, closing connections");
    server.closeAllConnections();
  }, 10_000);
  force.unref();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
  await storybook?.close();
  await worker.stop();
  // Released leases are taken over by another process at its next attempt, not after the TTL.
  await cluster.stop();
  await app.close();
  await app.deps.events.close();
  transport.close?.();
  await database.close();
  clearTimeout(force);
  // The log is written without blocking: what is still buffered goes out before the process ends.
  logger.flush();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
