import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { StoryRouter } from "../../../test/story-router.tsx";
import { enquiryRecord } from "./enquiry-fixtures.ts";
import { EnquiryList } from "./enquiry-list.tsx";

// The list's states are the shared list's stories (table-requests/); here what only enquiries do.
const answered = [
  enquiryRecord({
    _id: "e-3",
    customerName: "Firma Süd",
    status: "declined",
    answerMessage: "Leider sind wir an diesem Abend ausgebucht.",
    answeredAt: "2026-05-13T08:00:00Z",
  }),
  enquiryRecord({
    _id: "e-4",
    customerName: "Chor Ost",
    status: "accepted",
    reservationId: "res-9",
    answeredAt: "2026-05-13T10:15:00Z",
  }),
];

const meta = {
  title: "Dashboard/Anfragen/Liste",
  component: EnquiryList,
  parameters: { layout: "padded" },
  args: {
    state: { status: "success", items: answered },
    timeZone: "Europe/Berlin",
    onAccept: fn(),
    onDecline: fn(),
  },
  decorators: [
    (Story) => (
      <StoryRouter path="/reservations">
        <Story />
      </StoryRouter>
    ),
  ],
} satisfies Meta<typeof EnquiryList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only answered ones: one quiet line and the folded list. */
export const OnlyAnswered: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Keine offenen Anfragen.")).toBeVisible();
  },
};
