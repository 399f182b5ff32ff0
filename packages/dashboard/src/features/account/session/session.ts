import { useQuery } from "@tanstack/react-query";
import { type User, userRoleSchema } from "@tischservice/core";
import { meQueryOptions } from "../../../api/auth.ts";

export { meQueryOptions };

/** The signed-in user (`data` null when nobody is signed in). */
export function useSession() {
  return useQuery(meQueryOptions);
}

export type LandingPath = "/admin" | "/customer" | "/";

/** Where a role lands after sign-in: admins in the admin area, customers in theirs, staff on home. */
export function landingPathFor(user: Pick<User, "role">): LandingPath {
  const role = userRoleSchema.parse(user.role);
  if (role === "Admin") return "/admin";
  if (role === "customer") return "/customer";
  return "/";
}

/** A redirect target inside the dashboard only (never another origin). */
export function safeRedirect(target: string | undefined): string | null {
  if (!target?.startsWith("/") || target.startsWith("//")) return null;
  if (target.startsWith("/login")) return null;
  return target;
}
