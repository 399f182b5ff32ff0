import type { Meta, StoryObj } from "@storybook/react-vite";
import { reservationGuestTexts } from "@tischservice/core";
import { useState } from "react";
import { expect, fn } from "storybook/test";
import { GuestChangeForm, type GuestChangeFormProps } from "./guest-change-form.tsx";

const times = {
  options: [
    { time: "19:00", current: true },
    { time: "19:30", current: false },
    { time: "20:00", current: false },
  ],
  loading: false,
  failed: false,
};

/** The form with its own draft, as the guest's page holds it. */
function Stateful(props: GuestChangeFormProps) {
  const [draft, setDraft] = useState(props.draft);
  return <GuestChangeForm {...props} draft={draft} onDraftChange={setDraft} />;
}

const meta = {
  component: GuestChangeForm,
  render: (args) => <Stateful {...args} />,
  parameters: { layout: "padded" },
  args: {
    draft: { reservationDate: "2026-05-14", timeSlot: "19:00", numberOfGuests: 4 },
    onDraftChange: fn(),
    times,
    maxGuests: 30,
    texts: reservationGuestTexts.de.change,
    onSave: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof GuestChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The booking's day, party and time, the free times of that day to choose from. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole("form", { name: "Reservierung ändern" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Änderung speichern" }));
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

/** In English, for a booking made in English. */
export const English: Story = { args: { texts: reservationGuestTexts.en.change } };

/** The day's times are still loading. */
export const Loading: Story = { args: { times: { options: [], loading: true, failed: false } } };

/** Nothing free on the chosen day: saying so, and a time must be chosen before anything is sent. */
export const Empty: Story = {
  args: { draft: { reservationDate: "2026-05-15", timeSlot: "19:00", numberOfGuests: 4 } },
  render: (args) => <Stateful {...args} times={{ options: [], loading: false, failed: false }} />,
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      canvas.getByText("An diesem Tag ist für diese Personenzahl leider nichts mehr frei."),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Änderung speichern" }));
    await expect(canvas.getByRole("combobox", { name: "Uhrzeit" })).toHaveAccessibleDescription(
      /Bitte wählen Sie eine Uhrzeit\./,
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The restaurant refused the change (its reason, with its phone). */
export const Refused: Story = {
  args: {
    error: "Änderungen sind online bis 2 Stunden vor Beginn möglich. Bitte rufen Sie uns an: 030 1234567",
  },
};

/** While the change is saved, nothing can be edited. */
export const Disabled: Story = { args: { saving: true } };
