/**
 * Anonymous writes that end no session and change no account: a booking from the widget, a demo request,
 * a guest's cancel and export request through their mail's link. Everything else that changes state (every
 * signed-in write, sign-in, password reset by link, sign-up, verification, ...) may end sessions or change
 * what a cached session says about its user, so it clears the session cache.
 */
const neutralPaths = [
  /^\/api\/reservation\/[^/]+$/,
  /^\/api\/demo-request$/,
  /^\/api\/reservations\/[^/]+\/guest-(cancel|confirm|data-export)$/,
];

/** Whether a write leaves the session cache valid: anonymous, and one of the writes above. */
export function keepsSessionCache(path: string, signedIn: boolean): boolean {
  return !signedIn && neutralPaths.some((pattern) => pattern.test(path));
}
