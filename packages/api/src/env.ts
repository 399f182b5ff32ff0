import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { FALLBACK_API_PORT } from "@tischservice/core/rules";
import { z } from "zod";
import { DEFAULT_LEASE_TTL_MS, MAX_LEASE_TTL_MS, MIN_LEASE_TTL_MS } from "./cluster/lease.ts";
import type { DatabaseTarget } from "./db/client.ts";

/** The repository root (this file is in packages/api/src or packages/api/dist). */
export const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

const leaseTtlMessage = `LEASE_TTL_MS muss eine ganze Zahl von ${MIN_LEASE_TTL_MS} bis ${MAX_LEASE_TTL_MS} (Millisekunden) sein`;

/** A switch that is undefined when unset, so that its default can depend on other variables. */
const optionalFlag = z
  .enum(["1", "0", "true", "false", "yes", "no", "on", "off", ""])
  .optional()
  .transform((value) =>
    value === undefined || value === "" ? undefined : ["1", "true", "yes", "on"].includes(value),
  );

/** An unset variable and an empty one mean the same. */
const unsetIfEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

/** A comma-separated list (unset or empty: none), each entry trimmed, empty entries dropped. */
const commaList = z
  .string()
  .default("")
  .transform((value) =>
    value
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
  );

const bookingsPerClientMessage = "BOOKINGS_PER_CLIENT muss eine Zahl von 1 bis 100000 sein";

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(FALLBACK_API_PORT),
    HOST: z.string().min(1).default("0.0.0.0"),
    /**
     * Storybook's own listener (never on the main origin): a port, `0` for a free one, `off` for none.
     * Unset: PORT + 1 in development (a free port when PORT is 0), not served with NODE_ENV=production.
     */
    STORYBOOK_PORT: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const text = value?.trim().toLowerCase() ?? "";
        if (text === "") return undefined;
        if (text === "off") return "off" as const;
        if (/^\d{1,5}$/.test(text) && Number(text) <= 65535) return Number(text);
        ctx.addIssue({
          code: "custom",
          message: "STORYBOOK_PORT muss eine Portnummer (0 bis 65535) oder off sein",
        });
        return z.NEVER;
      }),
    /** Where PGlite keeps its data and the mail outbox its `.eml` files. */
    DATA_DIR: z.string().min(1).default(`${repoRoot}.data`),
    /** `postgres://...` switches from the embedded PGlite to a PostgreSQL server. */
    DATABASE_URL: unsetIfEmpty(
      z.string().regex(/^postgres(ql)?:\/\//, "DATABASE_URL muss mit postgres:// beginnen"),
    ),
    /**
     * Fill an empty database with demo data. Default: on for the embedded database, off with `DATABASE_URL`
     * (a production database starts empty); `DEMO=1` / `DEMO=0` decide explicitly.
     */
    DEMO: optionalFlag,
    /** `smtp://user:pass@host:port`; without it mails are written as `.eml` files. */
    SMTP_URL: unsetIfEmpty(z.string().min(1)),
    MAIL_FROM: z.string().min(1).default("Tischservice <no-reply@tischservice.example>"),
    SALES_EMAIL: z.email().default("vertrieb@tischservice.example"),
    /** The origin users reach the server at (links in mails, the Origin check); default http://localhost:PORT. */
    PUBLIC_ORIGIN: unsetIfEmpty(z.url()),
    /** Further origins allowed to make cookie-authenticated changes (comma-separated, e.g. a dev server). */
    ALLOWED_ORIGINS: commaList,
    /**
     * How many reverse proxies in front of the server append to `X-Forwarded-For` / `-Proto` and are
     * trusted: `1` = the address the nearest proxy saw (the right-most entry), `2` = the second from the
     * right; `0`/unset = the socket's address. `true`/`yes`/`on` mean 1, `false`/`no`/`off` 0.
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const text = value?.trim().toLowerCase() ?? "";
        if (["", "0", "false", "no", "off"].includes(text)) return 0;
        if (["true", "yes", "on"].includes(text)) return 1;
        if (/^\d{1,2}$/.test(text) && Number(text) <= 10) return Number(text);
        ctx.addIssue({ code: "custom", message: "TRUST_PROXY muss eine Zahl von 0 bis 10 sein" });
        return z.NEVER;
      }),
    /**
     * How long a process holds the lease of once-per-cluster work (sending mail and push, scheduled jobs)
     * without renewing it; it renews every third of that. When the holder dies, another process takes
     * over within this plus a third. Milliseconds, 2000 to 600000; default 30000 (30 s).
     */
    LEASE_TTL_MS: unsetIfEmpty(
      z.coerce
        .number({ error: leaseTtlMessage })
        .int(leaseTtlMessage)
        .min(MIN_LEASE_TTL_MS, leaseTtlMessage)
        .max(MAX_LEASE_TTL_MS, leaseTtlMessage),
    ).transform((value) => value ?? DEFAULT_LEASE_TTL_MS),
    /**
     * Public bookings a client address may make per 15 minutes (default 20); raise it for guests behind
     * one shared address (a hotel's or a company's network) or for a test server that books all day.
     */
    BOOKINGS_PER_CLIENT: z.coerce
      .number({ error: bookingsPerClientMessage })
      .int(bookingsPerClientMessage)
      .min(1, bookingsPerClientMessage)
      .max(100_000, bookingsPerClientMessage)
      .default(20),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
    /**
     * Reserve with Google: the user name and password Google's booking server calls `/rwg/v3/` with (HTTP
     * Basic). Both or neither; unset, every `/rwg/` path answers 404.
     */
    RWG_USERNAME: unsetIfEmpty(z.string().min(1)),
    RWG_PASSWORD: unsetIfEmpty(z.string().min(1)),
    /**
     * Reserve with Google: a folder the cluster writes the merchant, service and availability feeds into every
     * hour (as `pnpm tischservice rwg-feeds --out` does), for the upload to Google. Unset: no feed job.
     */
    RWG_FEEDS_DIR: unsetIfEmpty(z.string().min(1)),
    /**
     * Tests only: further hosts (`host:port`, comma-separated) accepted as push services besides the
     * browsers' own, e.g. the end-to-end tests' local stand-in. Refused with `NODE_ENV=production`.
     */
    TEST_PUSH_HOSTS: commaList,
    /**
     * The operator's data (Impressum, Datenschutz, the mails' company footer): a JSON file, validated by
     * `siteConfigSchema` of core; relative paths from the working directory. Unset: the demo operator.
     */
    SITE_CONFIG: unsetIfEmpty(z.string().min(1)),
    /** `production`: the operator's legal data must be complete, development pages are not served. */
    NODE_ENV: z
      .string()
      .default("development")
      .transform((value) => value.trim().toLowerCase()),
  })
  .superRefine((env, ctx) => {
    if (env.STORYBOOK_PORT !== undefined && env.STORYBOOK_PORT !== 0 && env.STORYBOOK_PORT === env.PORT) {
      ctx.addIssue({
        code: "custom",
        path: ["STORYBOOK_PORT"],
        message: "STORYBOOK_PORT muss ein anderer Port sein als PORT",
      });
    }
    if ((env.RWG_USERNAME === undefined) !== (env.RWG_PASSWORD === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: ["RWG_PASSWORD"],
        message: "RWG_USERNAME und RWG_PASSWORD müssen beide gesetzt sein (oder keines von beiden)",
      });
    }
    if (env.NODE_ENV === "production" && env.TEST_PUSH_HOSTS.length > 0) {
      ctx.addIssue({
        code: "custom",
        path: ["TEST_PUSH_HOSTS"],
        message: "TEST_PUSH_HOSTS ist nur für Tests und mit NODE_ENV=production nicht erlaubt",
      });
    }
  })
  .transform((env) => ({
    ...env,
    DEMO: env.DEMO ?? env.DATABASE_URL === undefined,
    STORYBOOK_PORT: storybookPort(env),
  }));

/** Storybook's port, or null when it is not served (see `STORYBOOK_PORT`). */
function storybookPort(env: { STORYBOOK_PORT?: number | "off" | undefined; PORT: number; NODE_ENV: string }) {
  if (env.STORYBOOK_PORT === "off") return null;
  if (env.STORYBOOK_PORT !== undefined) return env.STORYBOOK_PORT;
  if (env.NODE_ENV === "production") return null;
  return env.PORT === 0 || env.PORT === 65535 ? 0 : env.PORT + 1;
}

export type Env = z.infer<typeof envSchema>;

/** The environment, parsed once; nothing else reads `process.env`. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  return envSchema.parse(source);
}

/** The database the environment names: the PostgreSQL server of DATABASE_URL, or PGlite in DATA_DIR. */
export function databaseTarget(env: Pick<Env, "DATABASE_URL" | "DATA_DIR">): DatabaseTarget {
  return env.DATABASE_URL
    ? { kind: "postgres", url: env.DATABASE_URL }
    : { kind: "pglite", dataDir: join(env.DATA_DIR, "pglite") };
}

/** The test suite's only setting: a PostgreSQL server to run every test file against. */
export function testDatabaseUrl(
  source: Record<string, string | undefined> = process.env,
): string | undefined {
  return source.TEST_DATABASE_URL || undefined;
}
