import { consentStorageKey } from "../consent/consent-storage.ts";
import { type MockRoutes, mockFetch } from "./mock-fetch.ts";

/** A story's `beforeEach`: canned API answers (no network) and, unless asked otherwise, a stored cookie choice. */
export function withApi(routes: MockRoutes, options: { consent?: boolean } = {}) {
  return () => {
    const mock = mockFetch(routes);
    if (options.consent === false) localStorage.removeItem(consentStorageKey);
    else {
      localStorage.setItem(
        consentStorageKey,
        JSON.stringify({ essential: true, analytics: false, marketing: false }),
      );
    }
    return () => {
      mock.restore();
      localStorage.removeItem(consentStorageKey);
    };
  };
}
