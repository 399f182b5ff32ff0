/**
 * `enquiry` and `sent`: a large group's enquiry instead of a booking; `waitlist` and `waitlisted`: the
 * waitlist when no slot of the day is free.
 */
export type Step = "pick" | "details" | "summary" | "done" | "enquiry" | "sent" | "waitlist" | "waitlisted";
