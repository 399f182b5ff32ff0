import {
  BREAKPOINT_DESKTOP_PX,
  BREAKPOINT_MOBILE_PX,
  BREAKPOINT_SETTINGS_TWO_COLUMNS_PX,
  DASHBOARD_MAX_WIDTH_PX,
  MODAL_MAX_WIDTH_PX,
  SIDEBAR_COLLAPSED_WIDTH_PX,
  SIDEBAR_WIDTH_PX,
} from "@tischservice/core/rules";

/**
 * The layout breakpoints in px (docs/requirements.md#layout); the CSS tokens `--breakpoint-md|lg|xl` hold
 * the same values in rem (48rem, 64rem, 81.25rem at 16 px per rem).
 */
export const breakpoints = {
  /** Mobile styling below, landing navigation. */
  md: BREAKPOINT_MOBILE_PX,
  /** Sidebar above, bottom bar with the "Mehr" sheet at and below. */
  lg: BREAKPOINT_DESKTOP_PX,
  /** Settings: one column up to here, two above. */
  xl: BREAKPOINT_SETTINGS_TWO_COLUMNS_PX,
} as const;

/**
 * The layout sizes in px, as core holds them; the CSS tokens `--container-*` (`w-sidebar`,
 * `max-w-dialog`, ...) hold the same values (CSS cannot import them: `tokens.test.ts` keeps both equal).
 */
export const containers = {
  sidebar: SIDEBAR_WIDTH_PX,
  "sidebar-collapsed": SIDEBAR_COLLAPSED_WIDTH_PX,
  dialog: MODAL_MAX_WIDTH_PX,
  dashboard: DASHBOARD_MAX_WIDTH_PX,
} as const;
