import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { guestBook } from "../../../test/guest-book-fixtures.ts";
import { StoryRouter } from "../../../test/story-router.tsx";
import { GuestList } from "./guest-list.tsx";

const meta = {
  component: GuestList,
  parameters: { layout: "padded" },
  args: {
    state: { status: "success", guests: guestBook, total: guestBook.length, filtered: false, more: null },
  },
  decorators: [
    (Story) => (
      <StoryRouter path="/guests">
        <Story />
      </StoryRouter>
    ),
  ],
} satisfies Meta<typeof GuestList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of a long list: how many are shown of all, and the button for the next page. */
export const MorePages: Story = {
  args: {
    state: {
      status: "success",
      guests: guestBook,
      total: 312,
      filtered: false,
      more: { loading: false, onLoad: fn() },
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText("3 von 312 Gästen")).toBeVisible();
    await canvas.getByRole("button", { name: "Weitere Gäste laden" }).click();
    if (args.state.status === "success") await expect(args.state.more?.onLoad).toHaveBeenCalled();
  },
};

/** A regular with an allergy, a VIP without a phone, and a new guest known by phone only. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const anna = within(await canvas.findByRole("article", { name: "Anna Schmidt" }));
    await expect(anna.getByText("Stammgast")).toBeVisible();
    await expect(anna.getByText("02.05.2026")).toBeVisible();
    const clara = within(canvas.getByRole("article", { name: "Clara Vogel" }));
    await expect(clara.getByText("Noch kein Besuch")).toBeVisible();
  },
};

export const Loading: Story = { args: { state: { status: "pending" } } };

/** No reservation yet, so no guest. */
export const Empty: Story = {
  args: { state: { status: "success", guests: [], total: 0, filtered: false, more: null } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Noch keine Gäste")).toBeVisible();
  },
};

/** A search or tag nobody matches. */
export const NoMatch: Story = {
  args: { state: { status: "success", guests: [], total: 0, filtered: true, more: null } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Keine Gäste gefunden")).toBeVisible();
  },
};

/** The server refused or did not answer: its reason and a retry. */
export const ErrorState: Story = {
  name: "Error",
  args: { state: { status: "error", message: "Keine Berechtigung.", onRetry: fn() } },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Keine Berechtigung.");
    await canvas.getByRole("button", { name: "Erneut versuchen" }).click();
    if (args.state.status === "error") await expect(args.state.onRetry).toHaveBeenCalled();
  },
};

/** A guest blocked for online bookings carries „Online gesperrt“ in the list. */
export const BlockedGuest: Story = {
  args: {
    state: {
      status: "success",
      guests: guestBook.map((guest, index) =>
        index === 0 ? { ...guest, blocked: true, blockedReason: "Mehrfach nicht erschienen" } : guest,
      ),
      total: guestBook.length,
      filtered: false,
      more: null,
    },
  },
  play: async ({ canvas }) => {
    const anna = within(await canvas.findByRole("article", { name: "Anna Schmidt" }));
    await expect(anna.getByText("Online gesperrt")).toBeVisible();
    const ben = within(canvas.getByRole("article", { name: "Ben Koch" }));
    await expect(ben.queryByText("Online gesperrt")).toBeNull();
  },
};
