import type { Meta, StoryObj } from "@storybook/react-vite";
import { Notice } from "@tischservice/ui/widget-safe";
import { expect } from "storybook/test";
import { inShadowPreview, shadowScreen } from "../test/shadow-preview.tsx";
import { RefusalText } from "./refusal-text.tsx";
import { SummaryStep } from "./summary-step.tsx";
import { textsFor } from "./texts-all.ts";

const blocked = "Eine Online-Reservierung ist leider nicht möglich. Bitte rufen Sie uns an: 089 1234567";
const summary = {
  date: "2026-07-02",
  time: "19:00",
  guests: 2,
  details: { name: "Anna Gast", email: "anna@example.test", phone: "", requests: "", consent: true },
};
const noop = () => {};

const meta = {
  title: "Booking widget/Refusals",
  parameters: { layout: "padded" },
  decorators: [inShadowPreview],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A blocked guest at the summary: the API's words, the number to call as a link, nothing left to send. */
export const BlockedGuest: Story = {
  render: () => {
    const t = textsFor("de");
    const refusal = (
      <RefusalText t={t} code="online_booking_unavailable" message={blocked} phone="089 1234567" />
    );
    return (
      <SummaryStep
        t={t}
        summary={summary}
        submitting={false}
        failure={{ message: blocked, retry: false, refusal }}
        onBack={noop}
        onSubmit={noop}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const screen = shadowScreen(canvasElement);
    await expect(await screen.findByRole("link", { name: "089 1234567" })).toHaveAttribute(
      "href",
      "tel:0891234567",
    );
    expect(screen.queryByRole("button", { name: "Verbindlich reservieren" })).toBeNull();
  },
};

/** Pacing in an English widget: its own words, the phone on a line of its own. */
export const PacingInEnglish: Story = {
  render: () => (
    <Notice tone="warning">
      <RefusalText
        t={textsFor("en")}
        code="pacing_full"
        message="Zu dieser Zeit kommen schon genug Gäste an."
        phone="089 1234567"
      />
    </Notice>
  ),
  play: async ({ canvasElement }) => {
    const screen = shadowScreen(canvasElement);
    await expect(
      await screen.findByText("Enough guests are already arriving at this time. Please choose another time."),
    ).toBeVisible();
    await expect(screen.getByRole("link", { name: "089 1234567" })).toBeVisible();
  },
};
