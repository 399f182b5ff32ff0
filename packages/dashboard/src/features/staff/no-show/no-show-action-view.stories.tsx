import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { NoShowActionView } from "./no-show-action-view.tsx";

const meta = {
  component: NoShowActionView,
  parameters: { layout: "padded" },
  args: { action: "mark", onMark: fn(), onUndo: fn() },
} satisfies Meta<typeof NoShowActionView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 15 minutes after the start: "Nicht erschienen" asks first, then marks. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Nicht erschienen" }));
    const dialog = within(document.body).getByRole("alertdialog", {
      name: "Als „Nicht erschienen“ markieren?",
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Nicht erschienen" }));
    await expect(args.onMark).toHaveBeenCalledOnce();
  },
};

/** Before 15 minutes after the start: shown disabled with the time from which it is possible. */
export const Disabled: Story = {
  args: { action: "too_early", availableFrom: "19:15" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Nicht erschienen" })).toBeDisabled();
    await expect(canvas.getByText("„Nicht erschienen“ ist ab 19:15 Uhr möglich.")).toBeVisible();
  },
};

/** A no-show on its day: "Rückgängig" confirms it again. */
export const Undo: Story = {
  args: { action: "undo" },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Rückgängig" }));
    await expect(args.onUndo).toHaveBeenCalledOnce();
  },
};

/** The change is on its way. */
export const Loading: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /Nicht erschienen/ })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

/** In a phone's compact list row: the icon only below `sm`, the label still the button's name. */
export const CompactOnPhone: Story = {
  args: { action: "undo", compact: true },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Rückgängig" }));
    await expect(args.onUndo).toHaveBeenCalledOnce();
  },
};
