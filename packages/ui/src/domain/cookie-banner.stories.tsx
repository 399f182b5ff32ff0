import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { storyBox } from "../test/story-box.tsx";
import { CookieBanner } from "./cookie-banner.tsx";

const meta = {
  title: "Domain/CookieBanner",
  component: CookieBanner,
  args: { consent: null, onSave: fn(), delayMs: 0, privacyHref: "#datenschutz" },
  parameters: { layout: "fullscreen" },
  decorators: [storyBox("min-h-96")],
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AcceptAll: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Alle akzeptieren" }));
    await expect(args.onSave).toHaveBeenCalledWith({ essential: true, analytics: true, marketing: true });
    await waitFor(() => expect(canvas.queryByRole("region")).toBeNull());
  },
};
export const Customise: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Anpassen" }));
    await expect(canvas.getByRole("switch", { name: "Essenziell" })).toBeDisabled();
    await expect(canvas.getByRole("switch", { name: "Analyse" })).toBeChecked();
    await expect(canvas.getByRole("switch", { name: "Marketing" })).not.toBeChecked();
    await userEvent.click(canvas.getByRole("switch", { name: "Analyse" }));
    await userEvent.click(canvas.getByRole("button", { name: "Auswahl speichern" }));
    await expect(args.onSave).toHaveBeenCalledWith({ essential: true, analytics: false, marketing: false });
  },
};
/** Reopened from the footer: "Anpassen" starts from the stored choice (analytics off, marketing on). */
export const CustomiseStoredChoice: Story = {
  args: { initialConsent: { essential: true, analytics: false, marketing: true } },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Anpassen" }));
    await expect(canvas.getByRole("switch", { name: "Analyse" })).not.toBeChecked();
    await expect(canvas.getByRole("switch", { name: "Marketing" })).toBeChecked();
    await userEvent.click(canvas.getByRole("button", { name: "Auswahl speichern" }));
    await expect(args.onSave).toHaveBeenCalledWith({ essential: true, analytics: false, marketing: true });
  },
};
export const AlreadyChosen: Story = {
  args: { consent: { essential: true, analytics: false, marketing: false } },
};
export const Mobile: Story = { globals: { viewport: { value: "mobile1", isRotated: false } } };
export const Dark: Story = { globals: { theme: "dark" } };
