/** Role options of the admin's new-user dialog; default Gastro (docs/requirements.md#roles). */
export const newUserRoleOptions = [
  { value: "Gastro", label: "Gastronomiebetrieb" },
  { value: "Admin", label: "Administrator" },
] as const;

/** German labels of user roles and kinds of account. */
export const userRoleLabels = {
  admin: "Administrator",
  gastro: "Gastronomiebetrieb",
  subUser: "Unterbenutzer",
  owner: "Verwalter",
  customer: "Kunde",
} as const;

/** Label of a stored role value; 'Gastro' and 'gastro' alike (compared case-insensitively). Sub-users win. */
export function userRoleLabel(role: string | null | undefined, isSubuser = false): string {
  if (isSubuser) return userRoleLabels.subUser;
  switch (role?.trim().toLowerCase()) {
    case "admin":
      return userRoleLabels.admin;
    case "gastro":
      return userRoleLabels.gastro;
    default:
      return userRoleLabels.customer;
  }
}
