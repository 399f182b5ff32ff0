import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import type { User } from "@tischservice/core";
import { useCallback } from "react";
import { queryKeys } from "../../../api/query-keys.ts";
import { tellServiceWorker } from "../../../lib/register-service-worker.ts";
import type { CustomerTab } from "../../guest/customer/customer-search.ts";
import { landingPathFor, safeRedirect } from "./session.ts";

export interface EnterAreaOptions {
  /** A page inside the dashboard to return to (staff only; other roles go to their own area). */
  redirect?: string | undefined;
  /** The customer view's tab to open (after a guest's verification: "Meine Reservierungen"). */
  customerTab?: CustomerTab;
}

/**
 * After a sign-in (login form, verified sign-up link): keeps the password-free profile as the session
 * and replaces the page with the user's area: admins the admin area, customers theirs, staff home.
 * The service worker hears who signed in and clears its caches when it is someone else.
 */
export function useEnterArea(): (user: User, options?: EnterAreaOptions) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (user, options = {}) => {
      queryClient.setQueryData(queryKeys.me, user);
      void tellServiceWorker({ type: "signed-in", userId: user._id });
      const landing = landingPathFor(user);
      const target = safeRedirect(options.redirect);
      if (target && landing === "/") void navigate({ href: target, replace: true });
      else if (landing === "/customer" && options.customerTab && options.customerTab !== "reserve")
        void navigate({ to: "/customer", search: { tab: options.customerTab }, replace: true });
      else void navigate({ to: landing, replace: true });
    },
    [queryClient, navigate],
  );
}
