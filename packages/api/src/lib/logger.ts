import { type DestinationStream, pino } from "pino";
import { describeError, scrubSecrets } from "./safe-error.ts";

export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  /**
   * The request log's line ("request", at info, at error from status 500 on): the same line `info` or
   * `error` writes for these fields. Loggers without it get `info`/`error` (see `logRequestLine`).
   */
  request?(line: RequestLine): void;
}

/** A request log line's fields (the path already redacted: `redactPath`). */
export interface RequestLine {
  requestId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  role?: string;
}

/** Writes the request's line through the logger's own `request`, else as `info`/`error` "request". */
export function logRequestLine(logger: Logger, line: RequestLine): void {
  if (logger.request) logger.request(line);
  else if (line.status >= 500) logger.error("request", { ...line });
  else logger.info("request", { ...line });
}

/**
 * How deep a line's fields are written: an object below this many levels is written as "[nested]", so a
 * caller passing something large (a database row with its relations, say) cannot flood the log.
 */
const MAX_DEPTH = 4;

/**
 * Field names whose value is never logged, whatever a caller passes: passwords and their hashes, tokens,
 * secrets, cookies and a failed statement's parameters. pino's `redact` censors them where callers put
 * their fields (the top level of a call's fields); below it, `safeValue` censors them while it copies.
 * pino's wildcard paths (`*.password`, `*.*.password`, ...) would do the same but run a redaction over
 * every top-level field of every line: about 100 µs per request line for the levels a line keeps, against
 * a few µs without them.
 */
const SECRET_NAMES = new Set([
  "password",
  "pass",
  "newPassword",
  "currentPassword",
  "oldPassword",
  "passwordHash",
  "password_hash",
  "hash",
  "tokenHash",
  "token_hash",
  "secret",
  "clientSecret",
  "token",
  "resetToken",
  "accessToken",
  "refreshToken",
  "sessionToken",
  "cookie",
  "Cookie",
  "authorization",
  "Authorization",
  "params",
]);
const CENSORED = "[redacted]";

/**
 * What a field's value may show: errors described without their statement's parameters (`describeError`),
 * `params:` lists and password hashes cut out of any text, secret-named fields of nested objects censored,
 * objects below `MAX_DEPTH` left out. It works on a copy: the caller's objects stay as they are.
 */
function safeValue(value: unknown, depth: number): unknown {
  if (typeof value === "string") return scrubSecrets(value);
  if (value instanceof Error) return describeError(value);
  if (value === null || typeof value !== "object" || value instanceof Date) return value;
  if (depth >= MAX_DEPTH) return "[nested]";
  if (Array.isArray(value)) return value.map((item) => safeValue(item, depth + 1));
  return safeFields(value as LogFields, depth + 1);
}

/** A call's fields (depth 0: their secret names are pino's to censor) or a nested object's, made safe. */
function safeFields(fields: LogFields, depth: number): LogFields {
  const result: LogFields = {};
  for (const key in fields) {
    if (!Object.hasOwn(fields, key)) continue;
    result[key] = depth > 0 && SECRET_NAMES.has(key) ? CENSORED : safeValue(fields[key], depth);
  }
  return result;
}

export type JsonLogger = Logger & {
  /** Writes what is still buffered, synchronously: called before the process exits. */
  flush(): void;
};

/** How long a log line may wait in the buffer when the server is quiet. */
const LOG_FLUSH_EVERY_MS = 1000;

/**
 * Standard output through pino's own buffered destination: lines are collected up to 4 kB and written
 * together (one write per request line cost about a tenth of a request's time), and a timer that does not
 * keep the process alive writes what waits at least once a second.
 */
function bufferedStdout(): DestinationStream {
  const stream = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => {
    // Nothing to do while empty; a flush during a write under way would throw.
    try {
      stream.flush();
    } catch {
      // The next tick writes it.
    }
  }, LOG_FLUSH_EVERY_MS).unref();
  return stream;
}

/**
 * One JSON object per log call and line (`{"level":"info","time":"<ISO>",...fields,"msg":...}`), for log
 * collectors, through pino. By default to stdout without blocking the event loop (`bufferedStdout`), and
 * `flush()` (or pino's own hook on the process's `exit`) writes the rest before the process ends. `clock`
 * gives the time in milliseconds since 1970 (tests pass a fixed one); `destination` is where lines go
 * (tests collect them).
 */
export function createJsonLogger(
  level: LogLevel = "info",
  clock: () => number = Date.now,
  destination: DestinationStream = bufferedStdout(),
): JsonLogger {
  const log = pino(
    {
      level,
      // No pid and host name: the line carries what the callers pass.
      base: null,
      timestamp: () => `,"time":"${new Date(clock()).toISOString()}"`,
      formatters: {
        level: (label) => ({ level: label }),
        log: (fields) => safeFields(fields, 0),
      },
      redact: { paths: [...SECRET_NAMES], censor: CENSORED },
    },
    destination,
  );
  const write = (lvl: Exclude<LogLevel, "silent">) => (message: string, fields?: LogFields) =>
    log[lvl](fields ?? {}, scrubSecrets(message));
  const logger: Logger = {
    debug: write("debug"),
    info: write("info"),
    warn: write("warn"),
    error: write("error"),
  };
  return {
    ...logger,
    request: (line) => logRequestLine(logger, line),
    flush() {
      const stream = destination as DestinationStream & { flushSync?: () => void };
      stream.flushSync?.();
    },
  };
}

export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };

/**
 * Collects entries in memory, as the JSON logger writes them (the same redaction, without the time); used
 * by tests to check what the server logs.
 */
export function createMemoryLogger(): Logger & {
  entries: Array<{ level: string; msg: string } & LogFields>;
} {
  const entries: Array<{ level: string; msg: string } & LogFields> = [];
  const { debug, info, warn, error } = createJsonLogger("debug", Date.now, {
    write(line) {
      const { time: _time, ...entry } = JSON.parse(line) as { level: string; msg: string } & LogFields;
      entries.push(entry);
    },
  });
  return { entries, debug, info, warn, error };
}

/** What `redactPath` changes can only be in a path with one of these (`%40` decodes to `@`). */
const MAY_NEED_REDACTION = /[?@]|%40|validate-reset-token\/|reset-password\//i;

/**
 * The path as logged: no query string (reset tokens, e-mails), and path segments that carry a token or
 * an e-mail address replaced by a placeholder.
 */
export function redactPath(path: string): string {
  if (!MAY_NEED_REDACTION.test(path)) return path;
  return path
    .replace(/\?.*$/, "")
    .replace(/(validate-reset-token|reset-password)\/[^/]+/, "$1/:token")
    .split("/")
    .map((segment) => (decodeSafe(segment).includes("@") ? ":email" : segment))
    .join("/");
}

function decodeSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
