/**
 * The hosts of the browsers' web push services. A subscription's endpoint must point at one of them: the
 * server posts to it, so an endpoint of the caller's choice would let anyone make the server send requests
 * wherever they like (another host on the internet, or one inside the operator's network).
 * `*.` entries match every subdomain (not the bare domain itself).
 */
export const webPushServiceHosts = [
  // Chrome, Chromium-based Edge, Opera and Samsung Internet (Firebase Cloud Messaging; GCM before it).
  "fcm.googleapis.com",
  "android.googleapis.com",
  // Firefox (Mozilla's autopush).
  "updates.push.services.mozilla.com",
  "*.push.services.mozilla.com",
  // Safari (web.push.apple.com).
  "*.push.apple.com",
  // Windows Push Notification Services (Edge on Windows).
  "*.notify.windows.com",
] as const;

/** Why an endpoint is refused (for logs and tests; the user sees one message). */
export type PushEndpointRefusal = "invalid" | "protocol" | "credentials" | "port" | "address" | "host";

export type PushEndpointCheck =
  | { ok: true; host: string }
  | { ok: false; reason: PushEndpointRefusal; host: string | null };

export interface PushEndpointOptions {
  /**
   * Only for tests: further `host:port` values accepted as they are (e.g. a local HTTPS stand-in for a push
   * service at `127.0.0.1:44321`). Never filled from configuration in production.
   */
  extraHosts?: readonly string[];
}

const ipv4Literal = /^\d{1,3}(\.\d{1,3}){3}$/;

/** The parts of a WHATWG URL read here (core's types include neither the DOM's nor Node's `URL`). */
interface ParsedUrl {
  protocol: string;
  username: string;
  password: string;
  host: string;
  hostname: string;
  port: string;
}
/** The WHATWG URL parser of every runtime core runs in (browsers, Node). */
const UrlParser = (globalThis as unknown as { URL: new (input: string) => ParsedUrl }).URL;

/** Whitespace, control characters and backslashes, which parsers disagree about. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for.
const ambiguous = /[\s\u0000-\u001f\u007f\\]/;

/**
 * Whether a URL's hostname is an address rather than a public name: an IP literal (v4 or v6), `localhost`
 * or a name reserved for local networks (`.localhost`, `.local`, `.internal`, `.lan`, `.home.arpa`).
 */
export function isLocalOrLiteralHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host.startsWith("[") || host.includes(":")) return true;
  if (ipv4Literal.test(host)) return true;
  // WHATWG URL turns decimal, octal and hex forms (2130706433, 0x7f.1) into dotted IPv4 already.
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  return [".local", ".internal", ".lan", ".home.arpa"].some((suffix) => host.endsWith(suffix));
}

/** Whether a hostname is one of `webPushServiceHosts` (exactly, or below a `*.` entry). */
export function isWebPushServiceHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return webPushServiceHosts.some((entry) =>
    entry.startsWith("*.") ? host.endsWith(entry.slice(1)) && host.length > entry.length - 1 : host === entry,
  );
}

/**
 * Checks a web push subscription's endpoint before it is stored and again before anything is sent to it:
 * `https:`, no user name or password, written in canonical form (lowercase host, no backslash or
 * whitespace, so that every URL parser reads the same host), the default port, and a host of a known push
 * service. Loopback, private and link-local addresses, IP literals and local names are never one.
 */
export function checkPushEndpoint(endpoint: string, options: PushEndpointOptions = {}): PushEndpointCheck {
  let url: ParsedUrl;
  try {
    url = new UrlParser(endpoint);
  } catch {
    return { ok: false, reason: "invalid", host: null };
  }
  const host = url.host.toLowerCase();
  if (url.protocol !== "https:") return { ok: false, reason: "protocol", host };
  if (url.username !== "" || url.password !== "") return { ok: false, reason: "credentials", host };
  // The sender may parse the text again with another parser: the host must stand there as parsed.
  const canonical = !ambiguous.test(endpoint) && endpoint.startsWith(`https://${url.host}/`);
  if (canonical && options.extraHosts?.some((extra) => extra.toLowerCase() === host))
    return { ok: true, host };
  if (isLocalOrLiteralHost(url.hostname)) return { ok: false, reason: "address", host };
  if (!canonical) return { ok: false, reason: "invalid", host };
  if (url.port !== "") return { ok: false, reason: "port", host };
  if (!isWebPushServiceHost(url.hostname)) return { ok: false, reason: "host", host };
  return { ok: true, host };
}
