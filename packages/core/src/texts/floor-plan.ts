import * as project from "./project/floor-plan.ts";
/** The floor plan (Grundriss / Tischkarte) and its table dialog (dashboard spec section 2.6). */
export const floorPlanTexts = {
  title: "Tischkarte",
  alternativeTitle: "Grundriss",
  requiresGastro: "Bitte loggen Sie sich als Gastronomiebetrieb ein, um die Karte zu sehen.",
  ...project.floorPlanTexts,
} as const;

export { floorPlanDialogTitle, floorPlanTableAriaLabel } from "./project/floor-plan.ts";
