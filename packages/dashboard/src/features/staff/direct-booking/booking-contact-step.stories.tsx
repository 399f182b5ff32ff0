import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { BookingContactStep } from "./booking-contact-step.tsx";

const meta = {
  component: BookingContactStep,
  parameters: { layout: "padded" },
  args: { time: "19:30", onCancel: fn(), onCreate: fn() },
} satisfies Meta<typeof BookingContactStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: "Reservierung erstellen" waits for a name. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Reservierung erstellen" })).toBeDisabled();
  },
};

/** A phone call: name, phone and a note; the address stays empty, so the guest gets no mail. */
export const PhoneCall: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /Name für Reservierung/ }), "Familie Roth");
    await userEvent.type(canvas.getByRole("textbox", { name: /Telefon/ }), "0171 2345678");
    await userEvent.type(canvas.getByRole("textbox", { name: /Notizen/ }), "Kinderstuhl");
    await userEvent.click(canvas.getByRole("button", { name: "Reservierung erstellen" }));
    await expect(args.onCreate).toHaveBeenCalledWith({
      name: "Familie Roth",
      phone: "0171 2345678",
      email: "",
      notes: "Kinderstuhl",
    });
  },
};

/** A malformed address is named under its field and nothing is created. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /Name für Reservierung/ }), "Ben Koch");
    await userEvent.type(canvas.getByRole("textbox", { name: /E-Mail/ }), "ben@");
    await userEvent.click(canvas.getByRole("button", { name: "Reservierung erstellen" }));
    await expect(canvas.getByText("Bitte geben Sie eine gültige E-Mail-Adresse ein.")).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};
