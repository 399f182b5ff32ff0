import type { Meta, StoryObj } from "@storybook/react-vite";
import { reservationGuestTexts } from "@tischservice/core";
import { expect, fn } from "storybook/test";
import { ApiError } from "../../api/http.ts";
import { GuestConfirmAnswer } from "./guest-confirm-answer.tsx";

const meta = {
  title: "Dashboard/Reservation/Zusage aus der Erinnerung (Gast)",
  component: GuestConfirmAnswer,
  parameters: { layout: "padded" },
  args: { onConfirm: fn(async () => undefined), onConfirmed: fn() },
} satisfies Meta<typeof GuestConfirmAnswer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmed: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByText("Vielen Dank! Wir haben notiert, dass Sie wie geplant kommen."),
    ).toBeVisible();
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Sending: Story = { args: { onConfirm: fn(() => new Promise<undefined>(() => {})) } };

export const Refused: Story = {
  args: {
    onConfirm: fn(async () => {
      throw new ApiError(409, "Diese Reservierung kann nicht mehr bestätigt werden.", null);
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText("Diese Reservierung kann nicht mehr bestätigt werden."),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  args: {
    onConfirm: fn(async () => {
      throw new TypeError("Failed to fetch");
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("button", { name: "Erneut versuchen" })).toBeVisible();
  },
};

/** A booking made in English: the answer and a refusal in English, not the server's German reason. */
export const RefusedEnglish: Story = {
  args: {
    texts: reservationGuestTexts.en.confirm,
    serverReasons: false,
    onConfirm: fn(async () => {
      throw new ApiError(409, "Diese Reservierung kann nicht mehr bestätigt werden.", null);
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("This reservation can no longer be confirmed.")).toBeVisible();
  },
};
