export { newReservationNotificationBody, pushDeviceCount, pushTexts } from "./project/push.ts";
