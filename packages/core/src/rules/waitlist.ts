/** How long an offered table is held for the waiting guest before the next one is offered it (issue 20). */
export const WAITLIST_HOLD_MINUTES = 15;
