import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { createFakeApi } from "../test/fake-api.ts";
import { inShadowPreview, shadowScreen } from "../test/shadow-preview.tsx";
import { createApiClient } from "./api.ts";
import { BookingApp } from "./booking-app.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { readWidgetOptions } from "./options.ts";
import { textsFor } from "./texts-all.ts";

const meta = {
  title: "Booking widget/Language switch",
  parameters: { layout: "padded" },
  decorators: [inShadowPreview],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The switch alone, German chosen. */
export const German: Story = {
  render: () => <LanguageSwitch t={textsFor("de")} value="de" onChange={() => {}} />,
};

/** The switch alone, English chosen. */
export const English: Story = {
  parameters: { lang: "en" },
  render: () => <LanguageSwitch t={textsFor("en")} value="en" onChange={() => {}} />,
};

/** In the widget's header beside the restaurant's name; the guest switches to English while booking. */
export const InTheHeader: Story = {
  render: () => (
    <BookingApp
      options={readWidgetOptions({ restaurant: "r1", lang: "de" }, "https://api.test")}
      api={createApiClient("https://api.test", createFakeApi().fetch)}
      today="2026-07-02"
    />
  ),
  play: async ({ canvasElement }) => {
    const screen = shadowScreen(canvasElement);
    const select = await screen.findByRole("combobox", { name: "Sprache" });
    await userEvent.selectOptions(select, "en");
    await expect(await screen.findByRole("region", { name: "Available times" })).toBeVisible();
    await expect(screen.getByRole("combobox", { name: "Language" })).toHaveValue("en");
  },
};
