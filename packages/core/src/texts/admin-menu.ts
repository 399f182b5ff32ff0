import * as project from "./project/admin-menu.ts";

/** The admin area's menu (platform spec: dashboard, users, restaurants, system) and its System page. */
export const adminMenuTexts = {
  system: "System",
  ...project.adminMenuTexts,
} as const;
