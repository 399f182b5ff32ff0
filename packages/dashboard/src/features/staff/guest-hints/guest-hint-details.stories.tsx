import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { GuestHintDetails } from "./guest-hint-details.tsx";

const regular = {
  key: "anna@example.com",
  tags: ["Stammgast", "Allergie"],
  visits: 6,
  visitNumber: 7,
  noShows: 1,
  note: "Nussallergie",
};

const meta = {
  component: GuestHintDetails,
  parameters: { layout: "padded" },
  args: { state: { status: "success", hint: regular } },
} satisfies Meta<typeof GuestHintDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A regular: tags, which visit, visits so far, no-shows and the note. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Gast" })).toBeVisible();
    await expect(canvas.getByText("Stammgast")).toBeVisible();
    await expect(canvas.getByText("7. Besuch · 6 Besuche bisher · 1× nicht erschienen")).toBeVisible();
    await expect(canvas.getByText("Nussallergie")).toBeVisible();
  },
};

/** A guest the restaurant knows nothing of (no address or phone): no section. */
export const Empty: Story = {
  args: { state: { status: "success", hint: undefined } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("section")).toBeNull();
  },
};

/** The whole note, every line of it, on the reservation page. */
export const LongNote: Story = {
  args: {
    state: {
      status: "success",
      hint: {
        ...regular,
        note: "Schwere Nussallergie, bitte die Küche vor jeder Bestellung informieren.\nSitzt gern am Fenster.\nZahlt immer mit Karte.",
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Zahlt immer mit Karte\./)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: { status: "pending" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Gästeinformationen werden geladen …");
  },
};

export const ErrorState: Story = {
  name: "Error",
  args: { state: { status: "error" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "Die Gästeinformationen konnten nicht geladen werden.",
    );
  },
};

/** A guest blocked for online bookings: "Online gesperrt" and the reason first, so staff see it before they book. */
export const BlockedOnline: Story = {
  args: {
    state: {
      status: "success",
      hint: { ...regular, blocked: true, blockedReason: "Automatisch gesperrt nach 3 Nichterscheinen" },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Online gesperrt")).toBeVisible();
    await expect(canvas.getByText("Automatisch gesperrt nach 3 Nichterscheinen")).toBeVisible();
  },
};
