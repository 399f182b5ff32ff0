/**
 * Everything the guest needs only after choosing a slot (or opening the enquiry or the waitlist): the
 * details form, the summary, the receipts, the calendar file and what sends a booking, an enquiry or a
 * waitlist entry. widget.js loads this module on demand (`loadLaterSteps` in booking-app.tsx), so it is
 * not part of what a guest downloads before seeing slots.
 */
export { LaterFlow, stepTitle } from "./later-flow.tsx";
export { withLaterTexts } from "./texts-later.ts";
