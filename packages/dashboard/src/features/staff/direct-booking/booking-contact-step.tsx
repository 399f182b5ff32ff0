import { bookingTexts, optionalEmailAddressSchema, validationTexts } from "@tischservice/core";
import { Button, FormField, Input, Textarea } from "@tischservice/ui";
import { type FormEvent, useState } from "react";

/** What a phone call or a walk-in gives: a name always; phone, address and notes when the guest says them. */
export interface DirectBookingContact {
  name: string;
  phone: string;
  email: string;
  notes: string;
}

export interface BookingContactStepProps {
  time: string;
  onCancel: () => void;
  onCreate: (contact: DirectBookingContact) => void;
}

/**
 * "Name für Reservierung" with the guest's phone, e-mail address and notes (optional): with an address the
 * guest gets the confirmation and the reminder. The create button stays disabled until a name is typed;
 * Enter submits; a malformed address is named under its field and nothing is sent.
 */
export function BookingContactStep({ time, onCancel, onCreate }: BookingContactStepProps) {
  const [contact, setContact] = useState<DirectBookingContact>({ name: "", phone: "", email: "", notes: "" });
  const [emailError, setEmailError] = useState<string | null>(null);
  const set = (field: keyof DirectBookingContact) => (value: string) =>
    setContact((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (contact.name.trim() === "") return;
    const email = optionalEmailAddressSchema.safeParse(contact.email);
    if (!email.success) {
      setEmailError(validationTexts.invalidEmail);
      return;
    }
    onCreate({
      name: contact.name.trim(),
      phone: contact.phone.trim(),
      email: email.data ?? "",
      notes: contact.notes.trim(),
    });
  };
  const optional = (
    <span className="font-normal text-muted-foreground">({bookingTexts.contactOptional})</span>
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 rounded-xl border border-border bg-muted/30 p-4">
      <p className="m-0 text-sm font-medium tabular-nums">{time}</p>
      <FormField label={bookingTexts.nameLabel} required>
        <Input
          autoFocus
          autoComplete="off"
          placeholder={bookingTexts.namePlaceholder}
          value={contact.name}
          onChange={(e) => set("name")(e.target.value)}
        />
      </FormField>
      <FormField
        label={
          <>
            {bookingTexts.phoneLabel} {optional}
          </>
        }
      >
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder={bookingTexts.phonePlaceholder}
          value={contact.phone}
          onChange={(e) => set("phone")(e.target.value)}
        />
      </FormField>
      <FormField
        label={
          <>
            {bookingTexts.emailLabel} {optional}
          </>
        }
        hint={bookingTexts.emailHint}
        error={emailError ?? undefined}
      >
        <Input
          type="email"
          inputMode="email"
          autoComplete="off"
          value={contact.email}
          onChange={(e) => {
            set("email")(e.target.value);
            setEmailError(null);
          }}
        />
      </FormField>
      <FormField
        label={
          <>
            {bookingTexts.notesLabel} {optional}
          </>
        }
      >
        <Textarea
          rows={2}
          placeholder={bookingTexts.notesPlaceholder}
          value={contact.notes}
          onChange={(e) => set("notes")(e.target.value)}
        />
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          {bookingTexts.cancel}
        </Button>
        <Button type="submit" disabled={contact.name.trim() === ""}>
          {bookingTexts.create}
        </Button>
      </div>
    </form>
  );
}
