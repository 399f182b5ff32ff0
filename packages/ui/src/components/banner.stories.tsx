import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { storyBox } from "../test/story-box.tsx";
import { Banner } from "./banner.tsx";

const meta = {
  title: "Primitives/Banner",
  component: Banner,
  args: {
    tone: "success",
    children:
      "Vielen Dank! Ihre Demo-Anfrage wurde erfolgreich gesendet. Wir melden uns innerhalb von 24 Stunden bei Ihnen.",
  },
  decorators: [storyBox("w-[28rem] max-w-full")],
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const WithError: Story = {
  name: "Error",
  args: {
    tone: "error",
    children:
      "Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut oder kontaktieren Sie uns direkt.",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toBeVisible();
  },
};
export const Warning: Story = { args: { tone: "warning", children: "Desktop-Feature" } };
export const Info: Story = {
  args: { tone: "info", title: "Hinweis", children: "Die Demo dauert 15 Minuten." },
};
export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Schließen" }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};
export const Mobile: Story = { globals: { viewport: { value: "mobile1", isRotated: false } } };
export const Dark: Story = { ...WithError, name: "Dark", globals: { theme: "dark" } };
