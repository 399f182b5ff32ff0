/**
 * The contact placeholders the dashboard once sent for a walk-in or phone booking, when a booking needed
 * an address the guest had not given. Kept to recognise such stored reservations: they get no mail and
 * no guest-book profile.
 */
export const WALK_IN_CONTACT = {
  customerEmail: "walk-in@tischservice.example",
  customerPhone: "",
} as const;

/**
 * The address a guest's reservation mails go to, or null when the booking has none: empty, or the walk-in
 * placeholder (mails to it would only bounce).
 */
export function guestMailRecipient(customerEmail: string | null | undefined): string | null {
  const address = (customerEmail ?? "").trim();
  if (address === "" || address.toLowerCase() === WALK_IN_CONTACT.customerEmail) return null;
  return address;
}
