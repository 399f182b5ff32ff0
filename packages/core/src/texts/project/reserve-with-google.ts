/** Reserve with Google: the settings switch and how a booking's source "google" is named. */
export const reserveWithGoogleTexts = {
  label: "Mit Google reservieren",
  hint: "Gäste können Ihre freien Tische direkt in der Google-Suche und in Google Maps reservieren.",
  sourceLabel: "Google",
} as const;
