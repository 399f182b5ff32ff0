import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { createFakeApi } from "../test/fake-api.ts";
import { SnippetGenerator } from "./snippet-generator.tsx";

const meta = {
  title: "Booking widget/Snippet generator",
  component: SnippetGenerator,
  parameters: { layout: "padded" },
  args: { origin: "https://app.tischservice.de", restaurantId: "r1", preview: false },
} satisfies Meta<typeof SnippetGenerator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The preview's widget talks to a fake API here (the real one in the dashboard). */
const withFakeApi = () => {
  const real = globalThis.fetch;
  globalThis.fetch = createFakeApi().fetch;
  return () => {
    globalThis.fetch = real;
  };
};

export const InlinePreview: Story = {
  args: { preview: true },
  beforeEach: withFakeApi,
};

/** The button mode previews the real floating button inside a stand-in page; it opens the widget. */
export const ButtonPreview: Story = {
  args: { preview: true },
  beforeEach: withFakeApi,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("radio", { name: "Schwebender Button" }));
    const page = await canvas.findByTestId("snippet-preview-page");
    const host = page.querySelector("[data-tischservice-widget]");
    const button = await within(host?.shadowRoot as unknown as HTMLElement).findByRole("button", {
      name: "Tisch reservieren",
    });
    await expect(button).toBeVisible();
  },
};

/** The host shows its own notice instead of the widget (the dashboard: a restaurant without tables). */
export const PreviewNotice: Story = {
  args: { preview: true, previewNotice: <p className="text-sm">Noch keine Tische angelegt</p> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Noch keine Tische angelegt")).toBeVisible();
    await expect(canvasElement.querySelector("[data-tischservice-widget]")).toBeNull();
  },
};
