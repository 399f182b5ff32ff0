import * as project from "./project/legal.ts";
/** Titles and section headings of the legal pages (platform spec section 2). */
export const legalTexts = {
  imprintTitle: "Impressum",
  privacyTitle: "Datenschutz",
  ...project.legalTexts,
} as const;
