import {
  type FieldError,
  type GuestSignupRequest,
  guestSignupRequestSchema,
  type RestaurantSignupRequest,
  restaurantSignupRequestSchema,
  type SignupPlan,
  validationErrorMap,
} from "@tischservice/core";

export type SignupKind = "restaurant" | "guest";

/** The form as typed; `website` is the honeypot. */
export interface SignupValues {
  name: string;
  email: string;
  password: string;
  restaurantName: string;
  acceptTerms: boolean;
  website: string;
}

export const signupFields = ["name", "restaurantName", "email", "password", "acceptTerms"] as const;
export type SignupField = (typeof signupFields)[number];
export type SignupFieldErrors = Partial<Record<SignupField, string>>;

export type SignupRequest = RestaurantSignupRequest | GuestSignupRequest;

export type SignupCheck = { ok: true; request: SignupRequest } | { ok: false; errors: SignupFieldErrors };

function isSignupField(path: string): path is SignupField {
  return (signupFields as readonly string[]).includes(path);
}

/** Places the problems on their fields (the first per field); the rest is returned for the form's top. */
export function placeFieldErrors(problems: readonly FieldError[]): {
  fields: SignupFieldErrors;
  other: string[];
} {
  const fields: SignupFieldErrors = {};
  const other: string[] = [];
  for (const problem of problems) {
    if (isSignupField(problem.path)) fields[problem.path] ??= problem.message;
    else other.push(problem.message);
  }
  return { fields, other };
}

/** Checks the form with core's request schema (the API's own rules and German messages). */
export function checkSignup(kind: SignupKind, values: SignupValues, plan?: SignupPlan): SignupCheck {
  const common = {
    name: values.name,
    email: values.email,
    password: values.password,
    // The schema's literal(true) gives the consent's own message for false.
    acceptTerms: values.acceptTerms,
    website: values.website,
  };
  const result =
    kind === "restaurant"
      ? restaurantSignupRequestSchema.safeParse(
          { ...common, restaurantName: values.restaurantName, ...(plan ? { plan } : {}) },
          { error: validationErrorMap },
        )
      : guestSignupRequestSchema.safeParse(common, { error: validationErrorMap });
  if (result.success) return { ok: true, request: result.data };
  const problems = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: issue.message,
  }));
  return { ok: false, errors: placeFieldErrors(problems).fields };
}
