import { DirectBooking } from "../direct-booking/direct-booking.tsx";
import { DayDialog, type DayDialogProps } from "./day-dialog.tsx";

export interface CalendarDayDialogProps extends Omit<DayDialogProps, "open" | "booking"> {
  restaurantId: string;
}

/** The open day modal with direct booking in its "Neue Buchung" pane: the calendar loads it on demand. */
export function CalendarDayDialog({ restaurantId, ...props }: CalendarDayDialogProps) {
  return (
    <DayDialog {...props} open booking={<DirectBooking restaurantId={restaurantId} date={props.date} />} />
  );
}
