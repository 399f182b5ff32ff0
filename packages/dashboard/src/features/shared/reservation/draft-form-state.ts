/** What a form changing a booking is told by the page that sends the change. */
export interface DraftFormState {
  /** The change is being sent: the fields are locked and the save button is busy. */
  saving?: boolean;
  /** Why the last change was refused (the server's words, in the booking's language), or why the form cannot be used. */
  error?: string | null;
  /** Nothing can be changed (e.g. the reservation was cancelled meanwhile). */
  disabled?: boolean;
  onSave: () => void;
}
