import type { Meta, StoryObj } from "@storybook/react-vite";
import { ReservationCard } from "@tischservice/ui";
import { expect } from "storybook/test";
import { GuestHintLine } from "./guest-hints.tsx";

const regular = { tags: ["Stammgast"], visitNumber: 7, note: "Nussallergie" };

const meta = {
  component: GuestHintLine,
  parameters: { layout: "padded" },
  args: { hint: regular },
} satisfies Meta<typeof GuestHintLine>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A regular's seventh visit with the staff's note: "Stammgast · 7. Besuch · Nussallergie". */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Stammgast · 7. Besuch · Nussallergie")).toBeVisible();
    await expect(canvas.getByText("Gast:")).toBeInTheDocument();
  },
};

/** No hints (unknown guest, or still loading): nothing is drawn. */
export const Empty: Story = {
  args: { hint: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="guest-hint"]')).toBeNull();
  },
};

/** A long note of several lines: the card shows the first line, shortened. */
export const LongNote: Story = {
  args: {
    hint: {
      tags: ["Stammgast", "VIP", "Allergie"],
      visitNumber: 12,
      note: "Schwere Nussallergie, bitte die Küche vor jeder Bestellung informieren\nSitzt gern am Fenster",
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("Stammgast · VIP · Allergie · 12. Besuch · Schwere Nussallergie, bitte die Küche…"),
    ).toBeVisible();
  },
};

/** On a reservation card as the dashboard shows it, at a phone's width. */
export const OnACard: Story = {
  render: (args) => (
    <div style={{ maxWidth: 358 }}>
      <ReservationCard
        reservation={{
          customerName: "Anna Schmidt",
          timeSlot: "19:00",
          guests: 4,
          tables: ["3"],
          status: "confirmed",
          email: "anna@example.com",
        }}
        guestHint={<GuestHintLine {...args} />}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("article", { name: "Anna Schmidt, 19:00" })).toBeVisible();
    await expect(canvas.getByText("Stammgast · 7. Besuch · Nussallergie")).toBeVisible();
  },
};
