/** The admin area's menu (dashboard, users, restaurants, system, as the product requires) and its System page. */
export const adminMenuTexts = {
  system: "System",
  label: "Admin-Menü",
  systemTitle: "System", // heading of the System page
} as const;
