// The API's general refusals.
import { validationTexts } from "./validation.ts";

/**
 * The API's general refusals, by meaning (the upload texts are the product's required German ones, shared with
 * the forms through `validationTexts`). Each answer also carries a machine-readable `code`.
 */
export const apiErrorTexts = {
  unauthenticated: "Bitte melden Sie sich an.",
  forbidden: "Sie haben keine Berechtigung für diese Aktion.",
  otherRestaurant: "Sie haben keinen Zugriff auf dieses Restaurant.",
  subuserForbidden: "Unterbenutzer haben keinen Zugriff auf diesen Bereich.",
  adminOnly: "Nur Administratoren dürfen diese Aktion ausführen.",
  notFound: "Die angeforderte Ressource wurde nicht gefunden.",
  userNotFound: "Benutzer nicht gefunden.",
  restaurantNotFound: "Restaurant nicht gefunden.",
  /** A restaurant whose owner has not confirmed the address or was deactivated: no public requests. */
  restaurantUnavailable: "Dieses Restaurant nimmt derzeit keine Reservierungen über Tischservice an.",
  invalidInput: "Ungültige Eingabe. Bitte prüfen Sie Ihre Angaben.",
  malformedJson: "Die Anfrage enthält kein gültiges JSON.",
  unsupportedMediaType: "Dieses Format wird nicht unterstützt. Bitte senden Sie JSON.",
  payloadTooLarge: "Die Anfrage ist zu groß.",
  fileTooLarge: validationTexts.uploadTooLarge,
  wrongFileType: validationTexts.uploadTypeInvalid,
  tooManyRequests: "Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.",
  foreignOrigin: "Anfrage von einer fremden Herkunft abgelehnt.",
  internal: "Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.",
  pageNotFound: "Seite nicht gefunden.",
} as const;
