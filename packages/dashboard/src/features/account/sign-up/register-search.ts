import { type PricingPlan, pricingPlans, type SignupPlan } from "@tischservice/core";

export interface RegisterSearch {
  /** `guest` for a customer account; the restaurant sign-up otherwise. */
  type?: "guest";
  /** An address to prefill (the widget's success step passes the booked one). */
  email?: string;
  /** The plan chosen on the site's pricing cards. */
  plan?: SignupPlan;
}

/** `/app/register?plan=all-in-one-yearly` or `?type=guest&email=…`; unknown values are dropped. */
export function validateRegisterSearch(search: Record<string, unknown>): RegisterSearch {
  const type = search.type === "guest" ? search.type : undefined;
  const email =
    typeof search.email === "string" && search.email.trim() !== "" && search.email.length <= 254
      ? search.email.trim()
      : undefined;
  // Core's plan list, not the sign-up schemas' module: the router reads this at start, and that module
  // carries the request schemas (with the strong password rule's list) that only the register page needs.
  const plan: SignupPlan | undefined = planById(
    typeof search.plan === "string" ? search.plan : undefined,
  )?.id;
  return {
    ...(type ? { type } : {}),
    ...(email ? { email } : {}),
    ...(plan && !type ? { plan } : {}),
  };
}

/** The plan's name and price from core's pricing texts; undefined for an id core does not know. */
export function planById(id: string | undefined): PricingPlan | undefined {
  return pricingPlans.find((candidate) => candidate.id === id);
}
