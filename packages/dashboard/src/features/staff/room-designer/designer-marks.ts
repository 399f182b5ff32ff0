/**
 * The designer's own marks on the canvas (a canvas cannot read the CSS tokens): the outline of tables
 * chosen together differs in colour and dash from the single selection's blue, and combined tables are
 * joined by a thin violet line, so neither is mistaken for the other.
 */
export const designerMarkColors = {
  multiSelection: "#c2410c",
  combinationLink: "#7c3aed",
} as const;
