// The project's own texts of admin-menu.ts (not in the spec), merged into its catalogue there.

/** The project's own part of `adminMenuTexts` (merged there). */
export const adminMenuTexts = {
  label: "Admin-Menü",
  systemTitle: "System", // heading of the System page
} as const;
