export { liveNoticeTexts } from "./project/live-notices.ts";
export { newReservationNotificationBody, pushDeviceCount, pushTexts } from "./project/push.ts";
