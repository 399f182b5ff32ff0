/**
 * The booking channel of a demo reservation from one draw in [0, 1): most through the widget, one in ten
 * through Reserve with Google (the demo restaurants take part), the rest by staff. One draw per reservation,
 * as before Google was a channel, so the rest of the seeded data stays as it was.
 */
export function demoReservationSource(draw: number): "widget" | "google" | "staff" {
  if (draw < 0.6) return "widget";
  return draw < 0.7 ? "google" : "staff";
}
