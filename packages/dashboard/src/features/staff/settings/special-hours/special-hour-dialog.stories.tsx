import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { SpecialHourDialog } from "./special-hour-dialog.tsx";
import { emptySpecialHourForm } from "./special-hour-form.ts";

const meta = {
  component: SpecialHourDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    mode: "create",
    initial: emptySpecialHourForm("2026-12-24"),
    saving: false,
    error: null,
    onSubmit: fn(),
  },
} satisfies Meta<typeof SpecialHourDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};

export const EditWithOwnHours: Story = {
  args: {
    mode: "edit",
    initial: {
      ...emptySpecialHourForm("2026-07-04"),
      title: "Sommerfest",
      type: "special_event",
      isClosed: false,
      openTime: "12:00",
      closeTime: "23:00",
      description: "Live-Musik",
    },
  },
};

export const EndBeforeStart: Story = {
  args: { initial: { ...emptySpecialHourForm("2026-12-24"), title: "Weihnachten", endDate: "2026-12-20" } },
  play: async () => {
    const dialog = await within(document.body).findByRole("dialog");
    await expect(
      within(dialog).getByText("Das Enddatum darf nicht vor dem Startdatum liegen."),
    ).toBeInTheDocument();
    await expect(within(dialog).getByRole("button", { name: "Speichern" })).toBeDisabled();
  },
};

export const Saving: Story = {
  args: { saving: true, initial: { ...emptySpecialHourForm("2026-12-24"), title: "Weihnachten" } },
};

export const ServerRefused: Story = {
  args: {
    initial: { ...emptySpecialHourForm("2026-12-24"), title: "Weihnachten" },
    error: "Fehler beim Speichern: Besondere Öffnungszeit nicht gefunden.",
  },
};
