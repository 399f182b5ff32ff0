// Apart from the floor plan's catalogue: every gastro page's layout shows it to an account without access.
/** The floor plan's refusal of an account that is not a restaurant (docs/requirements.md#roles). */
export const floorPlanAccessTexts = {
  requiresGastro: "Bitte loggen Sie sich als Gastronomiebetrieb ein, um die Karte zu sehen.",
} as const;
