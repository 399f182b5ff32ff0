import type { QueryClient } from "@tanstack/react-query";
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  type RouterHistory,
} from "@tanstack/react-router";
import { validateRegisterSearch } from "./features/account/sign-up/register-search.ts";
import { validateAdminSearch } from "./features/admin/admin-search.ts";
import { validateCustomerSearch } from "./features/guest/customer/customer-search.ts";
import { validateStatisticsSearch } from "./features/staff/statistics/statistics-search.ts";
import { lazyRouteComponent } from "./lib/chunk-load/lazy-route-component.ts";
import { RouteErrorView } from "./lib/chunk-load/route-error-view.tsx";
import { NotFound } from "./not-found.tsx";
import {
  validateCalendarSearch,
  validateFloorplanSearch,
  validateGuestProfileSearch,
  validateGuestsSearch,
  validateRedirectSearch,
  validateReservationLinkSearch,
  validateReservationsSearch,
  validateTokenSearch,
} from "./search-params.ts";

export interface RouterContext {
  queryClient: QueryClient;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFound,
});

// Public screens
const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/login",
  validateSearch: validateRedirectSearch,
  component: lazyRouteComponent(() => import("./features/account/sign-in/login-page.tsx"), "LoginPage"),
});
const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/forgot-password",
  component: lazyRouteComponent(
    () => import("./features/account/sign-in/forgot-password-page.tsx"),
    "ForgotPasswordPage",
  ),
});
const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/reset-password",
  validateSearch: validateTokenSearch,
  component: lazyRouteComponent(
    () => import("./features/account/sign-in/reset-password-page.tsx"),
    "ResetPasswordPage",
  ),
});
const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/register",
  validateSearch: validateRegisterSearch,
  component: lazyRouteComponent(() => import("./features/account/sign-up/register-page.tsx"), "RegisterPage"),
});
const verifyEmailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/verify-email",
  validateSearch: validateTokenSearch,
  component: lazyRouteComponent(
    () => import("./features/account/sign-up/verify-email-page.tsx"),
    "VerifyEmailPage",
  ),
});
const reservationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/reservation/$reservationId",
  validateSearch: validateReservationLinkSearch,
  component: lazyRouteComponent(
    () => import("./features/guest/reservation-link/reservation-page.tsx"),
    "ReservationPage",
  ),
});
const enquiryStatusRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/enquiry/$enquiryId",
  validateSearch: validateTokenSearch,
  component: lazyRouteComponent(
    () => import("./features/guest/enquiry-status/enquiry-status-page.tsx"),
    "EnquiryStatusPage",
  ),
});
const waitlistGuestRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/waitlist/$waitlistId",
  validateSearch: validateTokenSearch,
  component: lazyRouteComponent(
    () => import("./features/guest/waitlist-answer/waitlist-guest-page.tsx"),
    "WaitlistGuestPage",
  ),
});

// Other roles' areas
const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/admin",
  validateSearch: validateAdminSearch,
  component: lazyRouteComponent(() => import("./features/admin/admin-page.tsx"), "AdminPage"),
});
const adminSystemRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/admin/system",
  component: lazyRouteComponent(() => import("./features/admin/admin-system-page.tsx"), "AdminSystemPage"),
});
const customerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/customer",
  validateSearch: validateCustomerSearch,
  component: lazyRouteComponent(() => import("./features/guest/customer/customer-page.tsx"), "CustomerPage"),
});

// The operator dashboard: the session gate and the shell around every tab
const gastroRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: "gastro",
  component: lazyRouteComponent(() => import("./features/staff/shell/gastro-layout.tsx"), "GastroLayout"),
});
const homeRoute = createRoute({
  getParentRoute: () => gastroRoute,
  path: "/",
  component: lazyRouteComponent(() => import("./features/staff/home/home-page.tsx"), "HomePage"),
});
const calendarRoute = createRoute({
  getParentRoute: () => gastroRoute,
  path: "/calendar",
  validateSearch: validateCalendarSearch,
  component: lazyRouteComponent(() => import("./features/staff/calendar/calendar-page.tsx"), "CalendarPage"),
});
const reservationsRoute = createRoute({
  getParentRoute: () => gastroRoute,
  path: "/reservations",
  validateSearch: validateReservationsSearch,
  component: lazyRouteComponent(
    () => import("./features/staff/reservations/reservations-page.tsx"),
    "ReservationsPage",
  ),
});
const guestsRoute = createRoute({
  getParentRoute: () => gastroRoute,
  path: "/guests",
  validateSearch: validateGuestsSearch,
  component: lazyRouteComponent(() => import("./features/staff/guests/guests-page.tsx"), "GuestsPage"),
});
const guestProfileRoute = createRoute({
  getParentRoute: () => gastroRoute,
  path: "/guests/profile",
  validateSearch: validateGuestProfileSearch,
  component: lazyRouteComponent(
    () => import("./features/staff/guests/guest-profile-page.tsx"),
    "GuestProfilePage",
  ),
});

// Tabs of dashboard parts 2 to 4: their route modules replace the placeholders.
const floorplanRoute = createRoute({
  getParentRoute: () => gastroRoute,
  path: "/floorplan",
  validateSearch: validateFloorplanSearch,
  component: lazyRouteComponent(
    () => import("./features/staff/floor-plan/floorplan-page.tsx"),
    "FloorplanPage",
  ),
});
const tablesRoute = createRoute({
  getParentRoute: () => gastroRoute,
  path: "/tables",
  component: lazyRouteComponent(() => import("./features/staff/tables/tables-page.tsx"), "TablesPage"),
});
const roomDesignerRoute = createRoute({
  getParentRoute: () => gastroRoute,
  path: "/room-designer",
  component: lazyRouteComponent(
    () => import("./features/staff/room-designer/room-designer-page.tsx"),
    "RoomDesignerPage",
  ),
});
const menuRoute = createRoute({
  getParentRoute: () => gastroRoute,
  path: "/menu",
  component: lazyRouteComponent(() => import("./features/staff/menu/menu-page.tsx"), "MenuPage"),
});
const ordersRoute = createRoute({
  getParentRoute: () => gastroRoute,
  path: "/orders",
  component: lazyRouteComponent(() => import("./features/staff/orders/orders-page.tsx"), "OrdersPage"),
});
const pastReservationsRoute = createRoute({
  getParentRoute: () => gastroRoute,
  path: "/past-reservations",
  validateSearch: validateStatisticsSearch,
  component: lazyRouteComponent(
    () => import("./features/staff/statistics/statistics-page.tsx"),
    "PastReservationsPage",
  ),
});
const settingsRoute = createRoute({
  getParentRoute: () => gastroRoute,
  path: "/settings",
  component: lazyRouteComponent(() => import("./features/staff/settings/settings-page.tsx"), "SettingsPage"),
});
const tableCardRoute = createRoute({
  getParentRoute: () => gastroRoute,
  path: "/settings/tischaufsteller",
  component: lazyRouteComponent(
    () => import("./features/staff/booking-page-share/table-card-page.tsx"),
    "TableCardPage",
  ),
});
const pushNotificationsRoute = createRoute({
  getParentRoute: () => gastroRoute,
  path: "/push-notifications",
  component: lazyRouteComponent(
    () => import("./features/staff/push-notifications/push-page.tsx"),
    "PushNotificationsPage",
  ),
});
const subusersRoute = createRoute({
  getParentRoute: () => gastroRoute,
  path: "/subusers",
  component: lazyRouteComponent(() => import("./features/staff/sub-users/subusers-page.tsx"), "SubusersPage"),
});

export const routeTree = rootRoute.addChildren([
  loginRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  registerRoute,
  verifyEmailRoute,
  reservationRoute,
  enquiryStatusRoute,
  waitlistGuestRoute,
  adminRoute,
  adminSystemRoute,
  customerRoute,
  gastroRoute.addChildren([
    homeRoute,
    calendarRoute,
    reservationsRoute,
    guestsRoute,
    guestProfileRoute,
    floorplanRoute,
    tablesRoute,
    roomDesignerRoute,
    menuRoute,
    ordersRoute,
    pastReservationsRoute,
    settingsRoute,
    tableCardRoute,
    subusersRoute,
    pushNotificationsRoute,
  ]),
]);

/** The dashboard's router below `/app`; tests pass a memory history. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    basepath: "/app",
    context: { queryClient },
    defaultPreload: "intent",
    defaultErrorComponent: RouteErrorView,
    scrollRestoration: true,
    ...(history ? { history } : {}),
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
