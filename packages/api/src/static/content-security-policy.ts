/**
 * Content Security Policies. The main origin (site, dashboard, API, the widget's demo page) runs only
 * its own script files: no inline script, no eval, so that an injected script cannot run next to the
 * operator's session. Storybook needs both and therefore never runs on that origin (its own listener,
 * `storybook-server.ts`).
 */

const shared = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
];

const join = (directives: string[]) => directives.join("; ");

/** Site, dashboard and API: React and Radix set inline styles, scripts come only from our files. */
export const mainCsp = join([
  ...shared,
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
]);

/**
 * The widget's demo host page (`/widget/`): its own script file and widget.js, its own style sheet; the
 * widget's styles are a constructed style sheet in its shadow root and its theme goes through the CSSOM,
 * both of which `style-src 'self'` allows.
 */
const widgetDemoCsp = join([
  ...shared,
  "style-src 'self'",
  "script-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
]);

/**
 * Storybook's static build, on its own origin only: it runs inline bootstrap scripts and evaluates story
 * code. `connect-src 'self'` keeps its scripts from calling the API on the main origin; no forms.
 */
export const storybookCsp = join([
  ...shared,
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
  "worker-src 'self' blob:",
  "form-action 'none'",
  "frame-ancestors 'self'",
]);

/**
 * A JSON answer's policy (the API's, `/port-info.json`): data is never a document, so it may load nothing
 * and be framed nowhere; what the main policy's script, style and form rules guard means nothing for it.
 */
export const dataCsp = join(["default-src 'none'", "frame-ancestors 'none'"]);

/** The policy of a page or file of the main server, by path (JSON answers: `dataCsp`). */
export function contentSecurityPolicy(path: string): string {
  return path === "/widget" || path.startsWith("/widget/") ? widgetDemoCsp : mainCsp;
}
