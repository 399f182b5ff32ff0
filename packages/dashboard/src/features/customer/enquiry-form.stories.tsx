import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import type { EnquirySendResult } from "./enquiry-form.tsx";
import { EnquiryForm } from "./enquiry-form.tsx";

const meta = {
  title: "Dashboard/Customer/Anfrage senden",
  component: EnquiryForm,
  parameters: { layout: "padded" },
  args: {
    guests: 18,
    defaultName: "Gina Gast",
    defaultEmail: "gast@gast.example",
    minDate: "2026-05-14",
    onSubmit: fn(async (): Promise<EnquirySendResult> => ({ ok: true })),
  },
} satisfies Meta<typeof EnquiryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Name and address come from the account. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue("Gina Gast");
  },
};

/** Without an account's name and address (the fields start empty). */
export const Empty: Story = { args: { defaultName: "", defaultEmail: "" } };

export const Disabled: Story = { args: { disabled: true } };

/** While the enquiry is on its way. */
export const Loading: Story = {
  args: { onSubmit: fn(() => new Promise<EnquirySendResult>(() => {})) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^Datum/), "2026-06-12");
    await userEvent.type(canvas.getByLabelText(/^Gewünschte Uhrzeit/), "19:30");
    await userEvent.click(canvas.getByRole("button", { name: "Anfrage senden" }));
    await expect(await canvas.findByRole("button", { name: "Wird gesendet..." })).toBeVisible();
  },
};

/** Day and time missing: core's German reasons at the fields, nothing sent. */
export const Invalid: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Anfrage senden" }));
    await expect(canvas.getByLabelText(/^Datum/)).toHaveAttribute("aria-invalid", "true");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's 400: its message above, the field marked, everything typed kept. */
export const Error400: Story = {
  args: {
    onSubmit: fn(
      async (): Promise<EnquirySendResult> => ({
        ok: false,
        message: "An diesem Tag ist das Restaurant geschlossen. Bitte wählen Sie einen anderen Tag.",
        fieldErrors: [
          {
            path: "reservationDate",
            message: "An diesem Tag ist das Restaurant geschlossen. Bitte wählen Sie einen anderen Tag.",
          },
        ],
      }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^Datum/), "2026-06-15");
    await userEvent.type(canvas.getByLabelText(/^Gewünschte Uhrzeit/), "19:30");
    await userEvent.click(canvas.getByRole("button", { name: "Anfrage senden" }));
    await expect(await canvas.findByRole("button", { name: "Anfrage senden" })).toBeEnabled();
    await expect(canvas.getByLabelText(/^Datum/)).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByLabelText(/^Gewünschte Uhrzeit/)).toHaveValue("19:30");
  },
};
