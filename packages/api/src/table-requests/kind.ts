/**
 * The two ways a guest asks for a table: an enquiry (a large group; staff accept with a table or decline)
 * and a waitlist entry (no slot free; staff or the job offer a freed table that the guest takes by link).
 * The shared pieces of both take the kind where the two differ.
 */
export type TableRequestKind = "enquiry" | "waitlist";

/** The live event's entity of each kind (the dashboard reloads its list on it). */
export const changedEntityOf = { enquiry: "enquiries", waitlist: "waitlist" } as const;
