export { reservationEventActorLabel, reservationHistoryTexts } from "./project/reservation-history.ts";
