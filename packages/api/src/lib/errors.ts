import type { ContentfulStatusCode } from "hono/utils/http-status";

/** An error with the HTTP status and German message the client sees; thrown from handlers. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const messages = {
  unauthenticated: "Bitte melden Sie sich an.",
  forbidden: "Sie haben keine Berechtigung für diese Aktion.",
  otherRestaurant: "Sie haben keinen Zugriff auf dieses Restaurant.",
  subuserForbidden: "Unterbenutzer haben keinen Zugriff auf diesen Bereich.",
  adminOnly: "Nur Administratoren dürfen diese Aktion ausführen.",
  notFound: "Die angeforderte Ressource wurde nicht gefunden.",
  userNotFound: "Benutzer nicht gefunden.",
  restaurantNotFound: "Restaurant nicht gefunden.",
  invalidInput: "Ungültige Eingabe. Bitte prüfen Sie Ihre Angaben.",
  malformedJson: "Die Anfrage enthält kein gültiges JSON.",
  unsupportedMediaType: "Dieses Format wird nicht unterstützt. Bitte senden Sie JSON.",
  payloadTooLarge: "Die Anfrage ist zu groß.",
  fileTooLarge: "Die Datei ist zu groß. Maximale Größe: 10MB",
  wrongFileType: "Nur Bilddateien (JPEG, JPG, PNG, WEBP, GIF) sind erlaubt!",
  tooManyRequests: "Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.",
  foreignOrigin: "Anfrage von einer fremden Herkunft abgelehnt.",
  internal: "Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.",
} as const;

export const unauthenticated = () => new ApiError(401, messages.unauthenticated);
export const forbidden = (message: string = messages.forbidden) => new ApiError(403, message);
export const notFound = (message: string = messages.notFound) => new ApiError(404, message);
export const conflict = (message: string, extra?: Record<string, unknown>) =>
  new ApiError(409, message, extra);
export const badRequest = (message: string, extra?: Record<string, unknown>) =>
  new ApiError(400, message, extra);
