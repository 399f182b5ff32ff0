/** The spec's breakpoints in px, the same values as the CSS tokens `--breakpoint-md|lg|xl`. */
export const breakpoints = {
  /** Mobile styling below, landing navigation. */
  md: 768,
  /** Sidebar above, bottom bar with the "Mehr" sheet at and below. */
  lg: 1024,
  /** Settings: one column up to here, two above. */
  xl: 1300,
} as const;
