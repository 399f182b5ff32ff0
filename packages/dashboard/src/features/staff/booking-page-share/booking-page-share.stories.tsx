import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { storyQrSrc } from "../../../test/story-qr.ts";
import { StoryRouter } from "../../../test/story-router.tsx";
import { BookingPageShare } from "./booking-page-share.tsx";

const meta = {
  component: BookingPageShare,
  parameters: { layout: "padded" },
  decorators: [
    (Story) => (
      <StoryRouter path="/settings">
        <Story />
      </StoryRouter>
    ),
  ],
  args: {
    pageUrl: "https://app.tischservice.de/r/trattoriademo",
    qr: { status: "success", src: storyQrSrc },
    onRetryQr: fn(),
    svgDownloadHref: "/api/restaurants/r-1/booking-page-qr.svg?download=1",
    pngDownloadHref: "/api/restaurants/r-1/booking-page-qr.png?download=1",
    onCopied: fn(),
    className: "max-w-xl",
  },
} satisfies Meta<typeof BookingPageShare>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Ihre Buchungsseite" })).toHaveValue(
      "https://app.tischservice.de/r/trattoriademo",
    );
    await expect(canvas.getByRole("link", { name: /Tischaufsteller drucken/ })).toHaveAttribute(
      "href",
      "/app/settings/tischaufsteller",
    );
  },
};

/** The QR code is still on its way: a spinner in its place, everything else usable. */
export const Loading: Story = {
  args: { qr: { status: "pending" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("QR-Code wird geladen …")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Link kopieren" })).toBeEnabled();
  },
};

/** The QR code could not be read: said so, with a retry. */
export const LoadFailed: Story = {
  name: "Error",
  args: { qr: { status: "error" } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Der QR-Code konnte nicht geladen werden.");
    await canvas.getByRole("button", { name: "Erneut versuchen" }).click();
    await expect(args.onRetryQr).toHaveBeenCalled();
  },
};

/** Copying: with the clipboard it says "Kopiert"; without it the link is selected and the keys are named. */
export const Copied: Story = {
  play: async ({ canvas }) => {
    await canvas.getByRole("button", { name: "Link kopieren" }).click();
    await expect(await canvas.findByText(/^Kopiert$|Der Link ist markiert/)).toBeVisible();
  },
};

/** On a 390 px phone everything stacks and nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: "mobile1" } },
  args: { className: "max-w-[358px]" },
};
