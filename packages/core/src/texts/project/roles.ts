// The project's own texts of roles.ts (not in the spec), merged into its catalogue there.

/** The project's own part of `userRoleLabels` (merged there). */
export const userRoleLabels = {
  customer: "Kunde",
} as const;
