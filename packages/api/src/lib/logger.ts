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
   * `error` would write for these fields, made directly (it is written once per request). Loggers without
   * it get `info`/`error` (see `logRequestLine`).
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

const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

/** Fields whose value is never logged, whatever a caller passes: passwords, hashes, tokens, parameters. */
const SECRET_KEY = /(pass(word)?|secret|token|cookie|authorization|params|hash)$/i;

/**
 * What a log line may hold: secret-named fields replaced, errors described without their statement's
 * parameters (`describeError`), and `params:` lists or password hashes cut out of any text.
 */
export function redactLogFields(fields: LogFields | undefined, depth = 0): LogFields | undefined {
  if (!fields) return fields;
  return redactInto({}, fields, depth);
}

/** Whether a field name is secret, remembered per name (a log line's names are few and recur). */
const secretKeys = new Map<string, boolean>();
function isSecretKey(key: string): boolean {
  let secret = secretKeys.get(key);
  if (secret === undefined) {
    secret = SECRET_KEY.test(key);
    if (secretKeys.size < 1000) secretKeys.set(key, secret);
  }
  return secret;
}

function redactInto(result: LogFields, fields: LogFields, depth: number): LogFields {
  for (const key in fields) {
    if (!Object.hasOwn(fields, key)) continue;
    result[key] = isSecretKey(key) ? "[redacted]" : redactValue(fields[key], depth);
  }
  return result;
}

function redactValue(value: unknown, depth: number): unknown {
  if (typeof value === "string") return scrubSecrets(value);
  if (value instanceof Error) return describeError(value);
  if (value === null || typeof value !== "object" || value instanceof Date) return value;
  if (depth >= 4) return "[nested]";
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  return redactLogFields(value as LogFields, depth + 1);
}

export type LogSink = (line: string, level: Exclude<LogLevel, "silent">) => void;

/** How long log lines may wait to be written together, and how much text is written at once anyway. */
export const LOG_FLUSH_MS = 10;
const LOG_FLUSH_CHARS = 64 * 1024;

/**
 * Lines go out in one write per stream every `LOG_FLUSH_MS` (or at `LOG_FLUSH_CHARS`): a write per
 * request, even one per turn of the event loop, costed a busy server more than making the lines. Errors
 * wait as little as the rest; `flush()` writes what is buffered; after `unbuffer()` every line is written
 * at once (at exit no later timer runs). The timer never keeps the process alive.
 */
export function bufferedSink(
  write: (stream: "out" | "err", text: string) => void,
): LogSink & { flush(): void; unbuffer(): void } {
  let out: string[] = [];
  let err: string[] = [];
  let chars = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let buffering = true;
  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    chars = 0;
    if (out.length > 0) write("out", `${out.join("\n")}\n`);
    if (err.length > 0) write("err", `${err.join("\n")}\n`);
    out = [];
    err = [];
  };
  const sink = (line: string, level: Exclude<LogLevel, "silent">) => {
    (level === "error" ? err : out).push(line);
    chars += line.length;
    if (!buffering || chars >= LOG_FLUSH_CHARS) flush();
    else if (timer === undefined) {
      timer = setTimeout(flush, LOG_FLUSH_MS);
      timer.unref?.();
    }
  };
  const unbuffer = () => {
    buffering = false;
    flush();
  };
  return Object.assign(sink, { flush, unbuffer });
}

let processSinkInstance: LogSink | undefined;
/**
 * stdout and stderr of this process, buffered for `LOG_FLUSH_MS`. Node writes both synchronously to files
 * and pipes, so the flush at exit (after a fatal error's line, say) still reaches them.
 */
function processSink(): LogSink {
  if (!processSinkInstance) {
    const sink = bufferedSink((stream, text) =>
      (stream === "err" ? process.stderr : process.stdout).write(text),
    );
    process.once("exit", () => sink.unbuffer());
    processSinkInstance = sink;
  }
  return processSinkInstance;
}

/** Text JSON writes as it is between quotes (printable ASCII without `"` and `\\`): the common case. */
const PLAIN_JSON_TEXT = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;
/** `JSON.stringify` of a string, without its call for text that needs no escaping. */
const jsonText = (text: string) => (PLAIN_JSON_TEXT.test(text) ? `"${text}"` : JSON.stringify(text));
/** `JSON.stringify` of a number. */
const jsonNumber = (value: number) => (Number.isFinite(value) ? String(value) : "null");

/**
 * The clock's time as ISO text, made once per millisecond: a busy server writes many lines in the same
 * one, and making the text (a `Date`, `toISOString`) cost more than the rest of a request's line.
 */
function isoTimeOf(clock: () => number): () => string {
  let lastMs = Number.NaN;
  let lastText = "";
  return () => {
    const ms = clock();
    if (ms !== lastMs) {
      lastMs = ms;
      lastText = new Date(ms).toISOString();
    }
    return lastText;
  };
}

/**
 * One JSON object per line on stdout (errors on stderr), for log collectors. `clock` gives the time in
 * milliseconds since 1970 (tests pass a fixed one).
 */
export function createJsonLogger(
  level: LogLevel = "info",
  clock: () => number = Date.now,
  sink: LogSink = processSink(),
): Logger {
  const isoTime = isoTimeOf(clock);
  const write = (lvl: Exclude<LogLevel, "silent">, message: string, fields?: LogFields) => {
    if (order[lvl] < order[level]) return;
    const line: LogFields = { level: lvl, time: isoTime(), msg: scrubSecrets(message) };
    sink(JSON.stringify(fields ? redactInto(line, fields, 0) : line), lvl);
  };
  // The line `write` makes for these fields (none of their names is secret; the texts are scrubbed),
  // without the generic field copy: the time, then the fields in their order, strings as JSON strings.
  const request = (line: RequestLine) => {
    const lvl = line.status >= 500 ? "error" : "info";
    if (order[lvl] < order[level]) return;
    const role = line.role === undefined ? "" : `,"role":${jsonText(scrubSecrets(line.role))}`;
    sink(
      `{"level":"${lvl}","time":"${isoTime()}","msg":"request","requestId":${jsonText(scrubSecrets(line.requestId))},"method":${jsonText(scrubSecrets(line.method))},"path":${jsonText(scrubSecrets(line.path))},"status":${jsonNumber(line.status)},"durationMs":${jsonNumber(line.durationMs)}${role}}`,
      lvl,
    );
  };
  return {
    debug: (m, f) => write("debug", m, f),
    info: (m, f) => write("info", m, f),
    warn: (m, f) => write("warn", m, f),
    error: (m, f) => write("error", m, f),
    request,
  };
}

export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };

/** Collects entries in memory; used by tests to check what the server logs. */
export function createMemoryLogger(): Logger & {
  entries: Array<{ level: string; msg: string } & LogFields>;
} {
  const entries: Array<{ level: string; msg: string } & LogFields> = [];
  const push = (level: string) => (msg: string, fields?: LogFields) =>
    entries.push({ level, msg: scrubSecrets(msg), ...redactLogFields(fields) });
  return { entries, debug: push("debug"), info: push("info"), warn: push("warn"), error: push("error") };
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
