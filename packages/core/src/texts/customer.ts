import * as project from "./project/customer.ts";
/** The customer view (platform spec section 2). */
export const customerTexts = {
  noReservations: "Keine Reservierungen vorhanden",
  ...project.customerTexts,
} as const;
