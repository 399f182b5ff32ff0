import type { Meta, StoryObj } from "@storybook/react-vite";
import { reservationGuestTexts } from "@tischservice/core";
import { expect, fn, userEvent } from "storybook/test";
import { ApiError } from "../../../api/http.ts";
import { GuestConfirmAnswer } from "./guest-confirm-answer.tsx";

const meta = {
  component: GuestConfirmAnswer,
  parameters: { layout: "padded" },
  args: { onConfirm: fn(async () => undefined), onConfirmed: fn() },
} satisfies Meta<typeof GuestConfirmAnswer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link opened (by the guest or a mail scanner): nothing is sent before the click. */
export const BeforeTheClick: Story = {
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole("button", { name: "Ich komme wie geplant" })).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onConfirmed).not.toHaveBeenCalled();
  },
};

export const Confirmed: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Ich komme wie geplant" }));
    await expect(
      await canvas.findByText("Vielen Dank! Wir haben notiert, dass Sie wie geplant kommen."),
    ).toBeVisible();
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onConfirmed).toHaveBeenCalledTimes(1);
  },
};

/** On its way: the button waits, and further clicks send nothing more. */
export const Sending: Story = {
  args: { onConfirm: fn(() => new Promise<undefined>(() => {})) },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Ich komme wie geplant" }));
    const busy = await canvas.findByRole("button", { name: "Ihre Zusage wird gespeichert..." });
    await expect(busy).toHaveAttribute("aria-busy", "true");
    await userEvent.click(busy);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Refused: Story = {
  args: {
    onConfirm: fn(async () => {
      throw new ApiError(409, "Diese Reservierung kann nicht mehr bestätigt werden.", null);
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Ich komme wie geplant" }));
    await expect(
      await canvas.findByText("Diese Reservierung kann nicht mehr bestätigt werden."),
    ).toBeVisible();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

export const Failed: Story = {
  args: {
    onConfirm: fn(async () => {
      throw new TypeError("Failed to fetch");
    }),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Ich komme wie geplant" }));
    await expect(
      await canvas.findByText("Ihre Zusage konnte nicht gespeichert werden. Bitte versuchen Sie es erneut."),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Erneut versuchen" }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(2);
  },
};

/** A booking made in English: the button, the answer and a refusal in English, not the server's German reason. */
export const RefusedEnglish: Story = {
  args: {
    texts: reservationGuestTexts.en.confirm,
    serverReasons: false,
    onConfirm: fn(async () => {
      throw new ApiError(409, "Diese Reservierung kann nicht mehr bestätigt werden.", null);
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "I am coming as planned" }));
    await expect(await canvas.findByText("This reservation can no longer be confirmed.")).toBeVisible();
  },
};
