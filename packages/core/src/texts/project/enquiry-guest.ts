// Large groups (issue 20): what the guest reads of their enquiry — the status page behind the receipt mail's
// link (the customer view's "Anfrage senden" is the widget's). Apart from enquiryTexts so the staff screens do
// not carry it.

export const enquiryGuestTexts = {
  /** The status page `/app/enquiry/{id}?token=`. */
  title: "Ihre Gruppenanfrage",
  restaurant: "Restaurant",
  state: "Stand",
  openText: "Das Restaurant prüft Ihre Anfrage und meldet sich bei Ihnen.",
  acceptedText: "Das Restaurant hat Ihre Anfrage angenommen. Ihre Reservierung ist bestätigt.",
  acceptedMailHint:
    "Den Link zu Ihrer Reservierung finden Sie in der Bestätigung, die wir Ihnen per E-Mail geschickt haben.",
  declinedText: "Das Restaurant kann Ihre Anfrage leider nicht annehmen.",
  declinedMessage: "Nachricht des Restaurants",
  notFound: "Anfrage nicht gefunden",
  notFoundText: "Der Link ist ungültig oder abgelaufen. Bitte öffnen Sie den Link aus Ihrer E-Mail.",
  loadFailed: "Ihre Anfrage konnte gerade nicht geladen werden.",
  retry: "Erneut versuchen",
} as const;
