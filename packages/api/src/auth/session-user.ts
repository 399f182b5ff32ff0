import type { UserRole } from "../db/schema/index.ts";

/** The signed-in user as the request sees it (never with a password hash). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  isSubuser: boolean;
  parentUserId: string | null;
  restaurantId: string | null;
  createdAt: Date;
  /** Created by the demo seed (answered by `/api/users/me` for the "Demo-Daten" badge). */
  isDemo: boolean;
}
