import type { Meta, StoryObj } from "@storybook/react-vite";
import { Spinner } from "@tischservice/ui";
import { expect, fn } from "storybook/test";
import { EnquiryLoadFailed, EnquiryNotFound } from "../enquiry-status/enquiry-status-view.tsx";
import { WaitlistLoadFailed, WaitlistNotFound } from "../waitlist-answer/waitlist-guest-view.tsx";

interface FrameStoryProps {
  kind: "enquiry" | "waitlist";
  state: "loading" | "notFound" | "loadError";
  onRetry: () => void;
}

/** What a guest's link shows before (or instead of) the request, for either kind. */
function GuestRequestFrameStory({ kind, state, onRetry }: FrameStoryProps) {
  if (state === "loading") return <Spinner className="justify-center py-10" />;
  if (state === "notFound") return kind === "enquiry" ? <EnquiryNotFound /> : <WaitlistNotFound />;
  return kind === "enquiry" ? (
    <EnquiryLoadFailed onRetry={onRetry} />
  ) : (
    <WaitlistLoadFailed onRetry={onRetry} />
  );
}

const meta = {
  component: GuestRequestFrameStory,
  parameters: { layout: "padded" },
  args: { kind: "enquiry", state: "loading", onRetry: fn() },
} satisfies Meta<typeof GuestRequestFrameStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the page loads the request. */
export const Loading: Story = {};

/** A wrong or expired enquiry link. */
export const NotFound: Story = {
  args: { state: "notFound" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Anfrage nicht gefunden")).toBeVisible();
  },
};

/** A wrong or expired waitlist link. */
export const WaitlistNotFoundStory: Story = {
  name: "Waitlist not found",
  args: { kind: "waitlist", state: "notFound" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Eintrag nicht gefunden")).toBeVisible();
  },
};

/** No answer from the server: loading again is offered. */
export const LoadError: Story = {
  args: { state: "loadError" },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Erneut versuchen" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The waitlist's words for the same failure. */
export const WaitlistLoadError: Story = {
  args: { kind: "waitlist", state: "loadError" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Ihr Eintrag konnte gerade nicht geladen werden.")).toBeVisible();
  },
};
