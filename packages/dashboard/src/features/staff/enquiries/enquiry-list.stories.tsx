import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { answeredEnquiryRecords } from "../../../test/enquiry-fixtures.ts";
import { StoryRouter } from "../../../test/story-router.tsx";
import { EnquiryList } from "./enquiry-list.tsx";

// The list's states are the shared list's stories (table-requests/); here what only enquiries do.
const answered = answeredEnquiryRecords();

const meta = {
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
