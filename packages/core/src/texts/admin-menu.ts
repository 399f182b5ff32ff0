/** The admin area's menu (platform spec: dashboard, users, restaurants, system) and its System page. */
export const adminMenuTexts = {
  label: "Admin-Menü", // not in the spec
  system: "System",
  systemTitle: "System", // not in the spec: heading of the System page
} as const;
