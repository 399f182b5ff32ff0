import type { Meta, StoryObj } from "@storybook/react-vite";
import type { GuestProfileUpdateRequest } from "@tischservice/core";
import { expect, fn, userEvent } from "storybook/test";
import { guestProfile } from "../../../test/guest-book-fixtures.ts";
import { StoryRouter } from "../../../test/story-router.tsx";
import { GuestProfileView } from "./guest-profile-view.tsx";

const meta = {
  component: GuestProfileView,
  parameters: { layout: "padded" },
  args: {
    state: { status: "success", profile: guestProfile() },
    onSave: fn(async (_update: GuestProfileUpdateRequest) => undefined),
    saveError: null,
  },
  decorators: [
    (Story) => (
      <StoryRouter path="/guests/profile">
        <Story />
      </StoryRouter>
    ),
  ],
} satisfies Meta<typeof GuestProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A regular: figures, note, tags (Allergie pressed) and two reservations; VIP is saved at once. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole("heading", { name: "Anna Schmidt" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Allergie" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(canvas.getByRole("button", { name: "VIP" }));
    await expect(args.onSave).toHaveBeenCalledWith({ note: "Nussallergie", tags: ["Allergie", "VIP"] });
  },
};

export const Loading: Story = { args: { state: { status: "pending" } } };

/** A guest without reservations left, note or tags. */
export const Empty: Story = {
  args: {
    state: {
      status: "success",
      profile: guestProfile({
        visits: 0,
        noShows: 0,
        firstVisit: null,
        lastVisit: null,
        averagePartySize: null,
        tags: [],
        staffTags: [],
        note: "",
        history: [],
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Keine Reservierungen.")).toBeVisible();
  },
};

/** The profile could not be loaded: the server's reason. */
export const ErrorState: Story = {
  name: "Error",
  args: { state: { status: "error", message: "Zu dieser Angabe ist kein Gast bekannt." } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Zu dieser Angabe ist kein Gast bekannt.",
    );
  },
};

/** A save refused: the server's German reason under the editor. */
export const SaveRefused: Story = {
  args: { saveError: "Höchstens 10 Tags pro Gast." },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Höchstens 10 Tags pro Gast.");
  },
};

/** A save runs: the controls ignore input (and keep the focus) until it is done. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const vip = await canvas.findByRole("button", { name: "VIP" });
    await expect(vip).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(vip);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A blocked guest: the badge under the name, the switch on with its reason; lifting it sends note and tags as saved. */
export const Blocked: Story = {
  args: {
    state: {
      status: "success",
      profile: guestProfile({
        blocked: true,
        blockedReason: "Mehrfach nicht erschienen",
        blockedAt: "2026-05-12T10:00:00.000Z",
      }),
    },
  },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText("Online gesperrt")).toBeVisible();
    await expect(canvas.getByText("Seit 12.05.2026")).toBeVisible();
    const toggle = canvas.getByRole("switch", { name: "Online-Reservierung sperren" });
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    await userEvent.click(toggle);
    await expect(args.onSave).toHaveBeenCalledWith({
      note: "Nussallergie",
      tags: ["Allergie"],
      blocked: false,
    });
  },
};
