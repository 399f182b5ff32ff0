/** The admin area's menu (platform spec: dashboard, users, restaurants, system) and its System page. */
export const adminMenuTexts = {
  system: "System",
  label: "Admin-Menü",
  systemTitle: "System", // heading of the System page
} as const;
