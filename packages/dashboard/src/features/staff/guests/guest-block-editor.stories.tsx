import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { GuestBlockEditor } from "./guest-block-editor.tsx";

const meta = {
  component: GuestBlockEditor,
  parameters: { layout: "padded" },
  args: { blocked: false, reason: "", since: null, onSave: fn(async () => undefined) },
} satisfies Meta<typeof GuestBlockEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not blocked: turning the switch on saves the block at once, with the reason typed before. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const toggle = await canvas.findByRole("switch", { name: "Online-Reservierung sperren" });
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await userEvent.type(canvas.getByRole("textbox", { name: "Grund der Sperre" }), "Zweimal nicht da");
    await userEvent.click(toggle);
    await expect(args.onSave).toHaveBeenCalledWith({ blocked: true, blockedReason: "Zweimal nicht da" });
  },
};

/** Blocked since a date, with a reason; turning the switch off lifts the block. */
export const Blocked: Story = {
  args: { blocked: true, reason: "Automatisch gesperrt nach 3 Nichterscheinen", since: "12.05.2026" },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText("Seit 12.05.2026")).toBeVisible();
    await userEvent.click(canvas.getByRole("switch", { name: "Online-Reservierung sperren" }));
    await expect(args.onSave).toHaveBeenCalledWith({ blocked: false });
  },
};

/** A save runs: the switch and the reason ignore input. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const toggle = await canvas.findByRole("switch", { name: "Online-Reservierung sperren" });
    await expect(toggle).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(toggle);
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(toggle).toHaveAttribute("aria-checked", "false");
  },
};

/** The server refused the save: the switch goes back to the saved state. */
export const SaveRefused: Story = {
  args: { onSave: fn(async () => Promise.reject(new Error("refused"))) },
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole("switch", { name: "Online-Reservierung sperren" });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-checked", "false");
  },
};
