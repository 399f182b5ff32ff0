import { bookingTexts } from "@tischservice/core";
import { Banner, Button, GuestCountPicker, Spinner } from "@tischservice/ui";
import { Clock } from "lucide-react";
import { BookingContactStep } from "./booking-contact-step.tsx";
import { SlotPicker } from "./slot-picker.tsx";
import { useDirectBooking } from "./use-direct-booking.ts";
import { usePacingWarning } from "./use-pacing-warning.ts";

export interface DirectBookingProps {
  restaurantId: string;
  /** `YYYY-MM-DD` */
  date: string;
}

/** "Neue Buchung": a walk-in or phone booking for the chosen day (confirmed at once), with the contact the guest gives. */
export function DirectBooking({ restaurantId, date }: DirectBookingProps) {
  const { guests, setGuests, step, setStep, slots, slotError, create } = useDirectBooking(restaurantId, date);
  const overPacing = usePacingWarning(date, step.kind === "name" ? step.time : null, guests);

  if (step.kind === "creating")
    return <Spinner label={bookingTexts.creating} className="justify-center py-6" />;
  if (step.kind === "success") return <Banner tone="success">{bookingTexts.success}</Banner>;
  if (step.kind === "error") return <Banner tone="error">{step.message}</Banner>;
  if (step.kind === "name") {
    return (
      <div className="grid gap-3">
        {/* Staff may book over the pacing; they see it before they save. */}
        {overPacing ? <Banner tone="warning">{overPacing}</Banner> : null}
        <BookingContactStep
          time={step.time}
          onCancel={() => setStep({ kind: "slots" })}
          onCreate={(contact) => void create(step.time, contact)}
        />
      </div>
    );
  }
  if (step.kind === "slots") {
    return (
      <SlotPicker
        date={date}
        guests={guests}
        answer={slots.data}
        loading={slots.isPending}
        error={slotError}
        onSelect={(time) => setStep({ kind: "name", time })}
        onCancel={() => setStep({ kind: "pick" })}
      />
    );
  }
  return (
    <div className="grid gap-4">
      <GuestCountPicker value={guests} onValueChange={setGuests} />
      <Button size="lg" onClick={() => setStep({ kind: "slots" })}>
        <Clock aria-hidden="true" />
        {bookingTexts.showSlots}
      </Button>
    </div>
  );
}
