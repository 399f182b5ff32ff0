import type { MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { secureHeaders } from "hono/secure-headers";
import type { AppBindings } from "../app/types.ts";
import { contentSecurityPolicy, dataCsp } from "../static/content-security-policy.ts";

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;
type CspOptions = NonNullable<SecureHeadersOptions["contentSecurityPolicy"]>;

/** Files meant for other sites (the widget, its chunks, uploaded pictures) may be embedded there. */
const embeddablePath = (path: string) =>
  path === "/widget.js" || path.startsWith("/widget/chunks/") || path.startsWith("/api/uploads/");

/** A policy's text as `secureHeaders`' directive map (`"default-src 'self'"` → `{ defaultSrc: ["'self'"] }`). */
function cspOptions(policy: string): CspOptions {
  const options: Record<string, string[]> = {};
  for (const directive of policy.split(";")) {
    const [name = "", ...values] = directive.trim().split(/\s+/);
    if (name) options[name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())] = values;
  }
  return options as CspOptions;
}

/** Headers this server never sent and that `secureHeaders` adds unless told not to. */
const notOurs = {
  crossOriginEmbedderPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} satisfies SecureHeadersOptions;

/**
 * The options for one kind of answer. Pages, scripts and files get the full set; a JSON answer (the API,
 * `/port-info.json`) only what means something for data: `nosniff`, who may read it cross-origin, a policy
 * that allows nothing, and HSTS. A header the handler set itself stays (`overwrite: false`).
 */
function optionsFor(
  policy: string,
  json: boolean,
  embeddable: boolean,
  https: boolean,
): SecureHeadersOptions {
  const shared = {
    ...notOurs,
    overwrite: false,
    xContentTypeOptions: true,
    crossOriginResourcePolicy: embeddable ? "cross-origin" : "same-origin",
    strictTransportSecurity: https ? "max-age=31536000; includeSubDomains" : false,
    contentSecurityPolicy: cspOptions(policy),
  } satisfies SecureHeadersOptions;
  if (json) {
    return {
      ...shared,
      referrerPolicy: false,
      xFrameOptions: false,
      crossOriginOpenerPolicy: false,
    };
  }
  return {
    ...shared,
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "SAMEORIGIN",
    crossOriginOpenerPolicy: "same-origin",
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
  };
}

/**
 * Hono's `secureHeaders` for every answer of the main server. Which set an answer gets depends on what it
 * turned out to be (JSON or not) and on its path (the widget's demo page has a policy of its own, embeddable
 * files a cross-origin resource policy), so the fitting `secureHeaders` runs after the handler; there are a
 * handful of them, each made once.
 */
export function securityHeaders(https: boolean) {
  const made = new Map<string, MiddlewareHandler>();
  const apply = async () => {};
  return createMiddleware<AppBindings>(async (c, next) => {
    await next();
    // A 304 updates the headers of the answer a cache kept, which has its own set; a document's set would
    // land on kept JSON.
    if (c.res.status === 304) return;
    const path = c.req.path;
    const json = c.res.headers.get("Content-Type")?.startsWith("application/json") === true;
    const policy = json ? dataCsp : contentSecurityPolicy(path);
    const embeddable = embeddablePath(path);
    const key = `${policy}|${json}|${embeddable}`;
    let middleware = made.get(key);
    if (!middleware) {
      middleware = secureHeaders(optionsFor(policy, json, embeddable, https));
      made.set(key, middleware);
    }
    await middleware(c, apply);
  });
}
