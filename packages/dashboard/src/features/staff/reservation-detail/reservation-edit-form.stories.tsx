import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { draftOf, type ReservationDraft } from "../../shared/reservation/reservation-edit-draft.ts";
import { claraReservation } from "../../shared/reservation/reservation-edit-fixtures.ts";
import { ReservationEditForm, type ReservationEditFormProps } from "./reservation-edit-form.tsx";

const base = claraReservation({
  customerPhone: "+49 30 1234567",
  specialRequests: "Fensterplatz",
  tableNumbers: ["4"],
});

const times = {
  loading: false,
  failed: false,
  options: [
    { time: "18:30", current: false },
    { time: "19:00", current: true },
    { time: "19:30", current: false },
    { time: "20:00", current: false },
  ],
};

/** The form with its draft kept, as the page's editor keeps it. */
function Editable(props: Omit<ReservationEditFormProps, "draft" | "onDraftChange">) {
  const [draft, setDraft] = useState<ReservationDraft>(() => draftOf(props.base));
  return <ReservationEditForm {...props} draft={draft} onDraftChange={setDraft} />;
}

const meta = {
  component: Editable,
  parameters: { layout: "padded" },
  args: {
    base,
    times,
    tables: [
      { _id: "t-4", tableNumber: "4", seats: 2 },
      { _id: "t-7", tableNumber: "7", seats: 6 },
      { _id: "t-10", tableNumber: "10", seats: 4 },
    ],
    onSave: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof Editable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("textbox", { name: "Name" })).toHaveValue("Clara Berg");
    await expect(canvas.getByRole("combobox", { name: "Uhrzeit" })).toHaveTextContent("19:00 Uhr (bisher)");
    await expect(canvas.getByRole("combobox", { name: "Tisch" })).toHaveTextContent("Tisch 4 (bisher)");
    await userEvent.click(canvas.getByRole("button", { name: "Speichern" }));
    await expect(args.onSave).toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Wird gespeichert..." })).toBeDisabled();
    await expect(canvas.getByRole("textbox", { name: "Name" })).toBeDisabled();
  },
};

export const ServerError: Story = {
  name: "Error",
  args: { error: "Mindestens einer der gewählten Tische ist zu dieser Zeit schon belegt." },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole("alert")).getByText(/schon belegt/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Speichern" })).toBeEnabled();
  },
};

export const Disabled: Story = {
  args: {
    disabled: true,
    error: "Eine Reservierung mit dem Status „Storniert“ kann nicht mehr geändert werden.",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Speichern" })).toBeDisabled();
    await expect(canvas.getByRole("combobox", { name: "Uhrzeit" })).toBeDisabled();
  },
};

export const TimesLoading: Story = {
  args: { times: { loading: true, failed: false, options: [] } },
};

export const NoFreeTimes: Story = {
  args: { times: { loading: false, failed: false, options: [] } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText("An diesem Tag ist für diese Personenzahl keine Zeit frei.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Speichern" }));
    await expect(canvas.getByRole("combobox", { name: "Uhrzeit" })).toHaveAttribute("aria-invalid", "true");
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Phone: Story = { globals: { viewport: { value: "mobile1", isRotated: false } } };
