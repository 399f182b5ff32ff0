import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { SiteFooter } from "../layout/site-footer.tsx";
import { withApi } from "../test/story-helpers.ts";
import { consentStorageKey } from "./consent-storage.ts";
import { CookieConsentManager } from "./cookie-consent.tsx";

const stored = () => JSON.parse(localStorage.getItem(consentStorageKey) ?? "null") as unknown;

const meta = {
  title: "Site/Cookie-Einwilligung",
  component: CookieConsentManager,
  args: { delayMs: 0 },
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story) => (
      <div className="min-h-[32rem]">
        <Story />
      </div>
    ),
  ],
  beforeEach: withApi({}, { consent: false }),
} satisfies Meta<typeof CookieConsentManager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstVisit: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole("button", { name: "Alle akzeptieren" }),
    ).toBeInTheDocument();
  },
};

export const AcceptAll: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: "Alle akzeptieren" }));
    await expect(stored()).toEqual({ essential: true, analytics: true, marketing: true });
  },
};

export const OnlyEssential: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: "Nur essenzielle" }));
    await expect(stored()).toEqual({ essential: true, analytics: false, marketing: false });
  },
};

export const Customise: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Anpassen" }));
    await expect(canvas.getByRole("switch", { name: "Analyse" })).toBeChecked();
    await expect(canvas.getByRole("switch", { name: "Marketing" })).not.toBeChecked();
  },
};

export const CustomiseAndSave: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Anpassen" }));
    await userEvent.click(canvas.getByRole("switch", { name: "Analyse" }));
    await userEvent.click(canvas.getByRole("button", { name: "Auswahl speichern" }));
    await expect(stored()).toEqual({ essential: true, analytics: false, marketing: false });
  },
};

export const ReopenedFromFooter: Story = {
  args: { children: <SiteFooter onLanding /> },
  beforeEach: withApi({}),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Cookie-Einstellungen" }));
    await expect(await canvas.findByRole("button", { name: "Anpassen" })).toHaveFocus();
  },
};
