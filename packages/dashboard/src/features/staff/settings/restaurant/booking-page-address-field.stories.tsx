import type { Meta, StoryObj } from "@storybook/react-vite";
import { bookingPageAddressTexts } from "@tischservice/core";
import { expect, fn, userEvent, within } from "storybook/test";
import { BookingPageAddressField } from "./booking-page-address-field.tsx";

const meta = {
  component: BookingPageAddressField,
  parameters: { layout: "padded" },
  args: { slug: "trattoriademo", origin: "https://tischservice.de", onSave: fn(async () => {}) },
} satisfies Meta<typeof BookingPageAddressField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Current: Story = {};

/** A new slug typed: the link's preview and the notice about the staff's logins before saving. */
export const ChangedWithWarning: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: bookingPageAddressTexts.label });
    await userEvent.clear(input);
    await userEvent.type(input, "laluna");
    await expect(canvas.getByText(bookingPageAddressTexts.loginsChange("laluna"))).toBeVisible();
    await expect(canvas.getByTestId("booking-page-link-preview")).toHaveTextContent(
      "https://tischservice.de/r/laluna",
    );
  },
};

/** A reserved word: the German reason, no saving offered. */
export const Reserved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: bookingPageAddressTexts.label });
    await userEvent.clear(input);
    await userEvent.type(input, "admin");
    await expect(canvas.getByText(bookingPageAddressTexts.reserved)).toBeVisible();
  },
};
