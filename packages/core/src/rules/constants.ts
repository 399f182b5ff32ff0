/**
 * The business constants of the specification (platform.md section 9, dashboard.md section 9), in one
 * place so that the API, the dashboard, the widget and the site never disagree. Durations are in
 * milliseconds (`_MS`), sizes in CSS pixels (`_PX`), amounts in euros unless named otherwise.
 */

// Polling and refresh
/** Background refresh of reservations, tables, orders, payments, menu, config, restaurant. */
export const DASHBOARD_REFRESH_INTERVAL_MS = 2000;
/** Orders polled inside the orders view. */
export const ORDERS_VIEW_POLL_INTERVAL_MS = 2000;
/** Open-order count in the dashboard frame. */
export const OPEN_ORDER_COUNT_REFRESH_MS = 30_000;
/** Menu sync. */
export const MENU_SYNC_INTERVAL_MS = 5000;
/** `GET /api/notifications/check/...` fallback poll. */
export const NEW_RESERVATION_CHECK_INTERVAL_MS = 5000;
/** The home tab's clock tick. */
export const HOME_CLOCK_TICK_MS = 60_000;

// Real-time notifications
/** Reconnect attempts of the notification stream before it stops. */
export const NOTIFICATION_RECONNECT_MAX_ATTEMPTS = 5;
/** Pause between reconnect attempts. */
export const NOTIFICATION_RECONNECT_DELAY_MS = 5000;
/** Keepalive message interval on the event stream. */
export const NOTIFICATION_KEEPALIVE_INTERVAL_MS = 25_000;
/** Automatic push test: one message per minute. */
export const AUTO_PUSH_TEST_INTERVAL_MS = 60_000;
/** Recurring local test notifications scheduled (1 minute apart). */
export const LOCAL_TEST_NOTIFICATION_COUNT = 5;

// Delays and animations
export const COOKIE_BANNER_DELAY_MS = 1000;
export const MOBILE_SHEET_CLOSE_ANIMATION_MS = 250;
/** The Mehr sheet closes after a swipe down of more than this share of the screen height. */
export const MOBILE_SHEET_DISMISS_RATIO = 0.25;
/** ... or a fast swipe: velocity above this and more than `MOBILE_SHEET_FAST_SWIPE_DISTANCE_PX`. */
export const MOBILE_SHEET_FAST_SWIPE_VELOCITY = 50;
export const MOBILE_SHEET_FAST_SWIPE_DISTANCE_PX = 50;
export const DAY_MODAL_ANIMATION_MS = 400;
export const DAY_MODAL_DISMISS_RATIO = 0.22;
export const DAY_MODAL_FAST_SWIPE_VELOCITY = 0.5;
export const DAY_MODAL_FAST_SWIPE_DISTANCE_PX = 50;
/** Horizontal swipe distance that moves the calendar by a month or a day. */
export const CALENDAR_SWIPE_DELTA_PX = 80;
export const BOOKING_SUCCESS_RELOAD_MS = 2000;
export const BOOKING_SLOT_GONE_RELOAD_MS = 3000;
export const BOOKING_ERROR_RESET_MS = 5000;
export const SAVE_INDICATOR_SAVED_MS = 2000;
export const SAVE_INDICATOR_ERROR_MS = 3000;
export const PASSWORD_PANEL_CLOSE_MS = 3000;
export const RESET_PASSWORD_SUCCESS_REDIRECT_MS = 2000;
export const QUICK_TABLE_CONFIG_DEBOUNCE_MS = 1000;
export const OPENING_HOURS_SAVE_DEBOUNCE_MS = 1000;
/** The guest book's search waits this long after the last keystroke before it asks the server. */
export const GUEST_SEARCH_DEBOUNCE_MS = 300;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

// Message display times
export const VALIDATION_MESSAGE_DISPLAY_MS = 3000;
export const ERROR_MESSAGE_DISPLAY_MS = 5000;
export const SUCCESS_CLOSE_DELAY_MS = 2000;

// Layout
export const BREAKPOINT_MOBILE_PX = 768;
export const BREAKPOINT_DESKTOP_PX = 1024;
export const BREAKPOINT_SETTINGS_TWO_COLUMNS_PX = 1300;
export const SIDEBAR_WIDTH_PX = 280;
export const SIDEBAR_COLLAPSED_WIDTH_PX = 80;
export const MODAL_MAX_WIDTH_PX = 500;
export const DASHBOARD_MAX_WIDTH_PX = 1400;
export const SPECIAL_HOURS_LIST_MAX_HEIGHT_PX = 500;
/** Offset used to track the active landing-page section on scroll. */
export const LANDING_SECTION_SCROLL_OFFSET_PX = 100;

// Booking
export const GUEST_PICKER_MIN = 1;
export const GUEST_PICKER_MAX = 15;
export const GUEST_PICKER_DEFAULT = 2;
/** "Größere Gruppe?": accepted and applied from 16 to 30 guests (project decision). */
export const LARGE_GROUP_MIN = 16;
export const LARGE_GROUP_MAX = 30;
export const RESERVATION_DURATION_OPTIONS_MINUTES = [60, 90, 120, 150, 180, 210, 240] as const;
export const DEFAULT_RESERVATION_DURATION_MINUTES = 120;
export const SLOT_INTERVAL_OPTIONS_MINUTES = [15, 30, 60] as const;
export const DEFAULT_SLOT_INTERVAL_MINUTES = 30;
/** How long before a slot's start it can still be booked online. */
export const DEFAULT_BOOKING_LEAD_TIME_MINUTES = 30;
/**
 * A restaurant that signs up confirms online bookings at once ("Reservierungen automatisch bestätigen" on):
 * its first guests get a confirmed table rather than waiting for an owner who is not watching the dashboard
 * yet. The owner switches it off in Einstellungen; the demo restaurants keep their own setting.
 */
export const NEW_RESTAURANT_AUTO_CONFIRM_RESERVATIONS = true;
/** A non-pending reservation counts as past this many hours after its start. */
export const PAST_RESERVATION_AFTER_HOURS = 3;
export const CALENDAR_GRID_CELL_COUNT = 42;
/** Counts above this show as '99+'. */
export const CALENDAR_COUNT_CAP = 99;
export const CALENDAR_DAY_PREVIEW_MAX = 4;
export const DEMO_DURATION_MINUTES = 15;

// Tables, room designer, floor plan
export const FLOOR_PLAN_ZOOM_MIN = 0.3;
export const FLOOR_PLAN_ZOOM_MAX = 3;
/** Below this zoom a table's 13 px number is too small to read: a phone opens the plan on one room instead. */
export const FLOOR_PLAN_READABLE_ZOOM = 0.9;
/** Fitting never magnifies beyond this: a few tables look like tables, not like the whole screen. */
export const FLOOR_PLAN_FIT_ZOOM_MAX = 1.5;
/** A tap is a press shorter than this ... */
export const TAP_MAX_DURATION_MS = 500;
/** ... that moved less than this. */
export const TAP_MAX_MOVEMENT_PX = 10;
export const LAYOUT_GRID_SIZE_PX = 30;
export const ROOM_CANVAS_WIDTH_PX = 800;
export const ROOM_CANVAS_HEIGHT_PX = 600;
export const TABLE_ROTATION_STEP_DEGREES = 45;
export const TABLE_HEIGHT_PX = 60;
/** Table width per two seats: `ceil(seats / 2) * 30`. */
export const TABLE_WIDTH_PER_TWO_SEATS_PX = 30;
export const DEFAULT_TABLE_POSITION = Object.freeze({ x: 75, y: 75, rotation: 0 });
/** Space between tables laid out in the provisional grid (two grid cells). */
export const PROVISIONAL_TABLE_GAP_PX = 60;
export const QUICK_TABLE_SEAT_SIZES = [2, 3, 4, 5, 6, 7, 8, 10, 12] as const;
export const QUICK_TABLE_LOCATION = "Hauptraum";
export const ROOM_MIN_POINTS = 3;
/** Straightening: a segment with min(|dx|,|dy|) / max(|dx|,|dy|) at least this snaps to 45°. */
export const ROOM_DIAGONAL_SNAP_RATIO = 0.7;

// Accounts
/** Guests' and sub-users' passwords. */
export const PASSWORD_MIN_LENGTH = 6;
/** Administrators' and restaurant owners' passwords (with `strongPasswordProblem`'s list of common ones). */
export const STRONG_PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 100;
export const RESET_LINK_VALIDITY_MS = 60 * 60 * 1000;
export const REMEMBER_ME_DAYS = 30;
export const SUB_USER_RESTAURANT_SUFFIX_MAX_LENGTH = 20;

// Uploads, lists, payment, misc
export const IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const PARTNER_LIST_MAX = 6;
export const PAYMENT_TIMEOUT_MS = 30_000;
export const TIP_INPUT_STEP = 0.5;
export const PRICE_INPUT_STEP = 0.01;
/** The API's port when PORT is unset. */
export const FALLBACK_API_PORT = 3001;
