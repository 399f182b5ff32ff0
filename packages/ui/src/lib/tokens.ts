import {
  BREAKPOINT_DESKTOP_PX,
  BREAKPOINT_MOBILE_PX,
  BREAKPOINT_SETTINGS_TWO_COLUMNS_PX,
} from "@tischservice/core/rules";

/**
 * The spec's breakpoints in px; the CSS tokens `--breakpoint-md|lg|xl` hold the same values in rem (48rem,
 * 64rem, 81.25rem at 16 px per rem).
 */
export const breakpoints = {
  /** Mobile styling below, landing navigation. */
  md: BREAKPOINT_MOBILE_PX,
  /** Sidebar above, bottom bar with the "Mehr" sheet at and below. */
  lg: BREAKPOINT_DESKTOP_PX,
  /** Settings: one column up to here, two above. */
  xl: BREAKPOINT_SETTINGS_TWO_COLUMNS_PX,
} as const;
