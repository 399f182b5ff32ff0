import { floorPlanAccessTexts } from "./floor-plan-access.ts";
import * as project from "./project/floor-plan.ts";

/** The floor plan (Grundriss / Tischkarte) and its table dialog (dashboard spec section 2.6). */
export const floorPlanTexts = {
  title: "Tischkarte",
  alternativeTitle: "Grundriss",
  requiresGastro: floorPlanAccessTexts.requiresGastro,
  ...project.floorPlanTexts,
} as const;

export { floorPlanAccessTexts } from "./floor-plan-access.ts";
export { floorPlanDialogTitle, floorPlanTableAriaLabel } from "./project/floor-plan.ts";
export { floorPlanSeatShareTexts } from "./project/floor-plan-seat-share.ts";
