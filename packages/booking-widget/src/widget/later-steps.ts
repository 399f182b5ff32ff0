/**
 * Everything the guest needs only after the first slots: the details form, the summary, the receipts, the
 * calendar file and what sends a booking, an enquiry or a waitlist entry; a full day's next free times on
 * other days; and the header's language switch. widget.js loads this module on demand (`loadLaterSteps`
 * in booking-app.tsx: once the first slots are on screen, or at once when a form is opened or the day is
 * full), so it is not part of what a guest downloads before seeing slots.
 */
export { LanguageSwitch } from "./language-switch.tsx";
export { LaterFlow, stepTitle } from "./later-flow.tsx";
export { OtherDays } from "./other-days.tsx";
export { withLaterTexts } from "./texts-later.ts";
