import {
  BREAKPOINT_DESKTOP_PX,
  BREAKPOINT_MOBILE_PX,
  BREAKPOINT_SETTINGS_TWO_COLUMNS_PX,
} from "@tischservice/core/rules";

/** The spec's breakpoints in px, the same values as the CSS tokens `--breakpoint-md|lg|xl`. */
export const breakpoints = {
  /** Mobile styling below, landing navigation. */
  md: BREAKPOINT_MOBILE_PX,
  /** Sidebar above, bottom bar with the "Mehr" sheet at and below. */
  lg: BREAKPOINT_DESKTOP_PX,
  /** Settings: one column up to here, two above. */
  xl: BREAKPOINT_SETTINGS_TWO_COLUMNS_PX,
} as const;
