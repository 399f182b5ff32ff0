import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { StoryRouter } from "../../../test/story-router.tsx";
import { enquiryRecord } from "./enquiry-fixtures.ts";
import { EnquiryList } from "./enquiry-list.tsx";

const enquiries = [
  enquiryRecord({ _id: "e-1", customerName: "Familie Berger" }),
  enquiryRecord({
    _id: "e-2",
    customerName: "Verein Nord",
    numberOfGuests: 22,
    customerPhone: "",
    message: "",
    timeSlot: "18:30",
  }),
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
    state: { status: "success", enquiries },
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

/** Two open enquiries with their count, two answered ones folded away. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const section = within(await canvas.findByRole("region", { name: "Anfragen (2)" }));
    await userEvent.click(section.getByRole("button", { name: "Annehmen: Familie Berger" }));
    await expect(args.onAccept).toHaveBeenCalledWith(expect.objectContaining({ _id: "e-1" }));
    await userEvent.click(section.getByText("Beantwortete Anfragen (2)"));
    await expect(section.getByRole("article", { name: "Chor Ost" })).toBeVisible();
  },
};

/** Only answered ones: one quiet line and the folded list. */
export const OnlyAnswered: Story = {
  args: { state: { status: "success", enquiries: enquiries.slice(2) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Keine offenen Anfragen.")).toBeVisible();
  },
};

/** Read only: no answers offered (no handlers). */
export const Disabled: Story = {
  args: { onAccept: undefined, onDecline: undefined },
  play: async ({ canvas }) => {
    await canvas.findByRole("region", { name: "Anfragen (2)" });
    await expect(canvas.queryByRole("button", { name: /Annehmen/ })).toBeNull();
  },
};

/** Opened at #anfragen while the list loads. */
export const Loading: Story = { args: { state: { status: "pending" }, targeted: true } };

/** Opened at #anfragen with nothing to answer (without the anchor the section stays away). */
export const Empty: Story = {
  args: { state: { status: "success", enquiries: [] }, targeted: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Keine offenen Anfragen.")).toBeVisible();
  },
};

/** The list could not be read: the reason and a retry. */
export const ErrorState: Story = {
  name: "Error",
  args: { state: { status: "error", message: "Keine Berechtigung.", onRetry: fn() } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Keine Berechtigung.");
    await userEvent.click(canvas.getByRole("button", { name: "Erneut versuchen" }));
    if (args.state.status === "error") await expect(args.state.onRetry).toHaveBeenCalled();
  },
};
