import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { claraEnquiryRecord } from "../../../test/enquiry-fixtures.ts";
import { EnquiryStatusCard } from "./enquiry-status-card.tsx";

const open = claraEnquiryRecord();

const meta = {
  component: EnquiryStatusCard,
  parameters: { layout: "padded" },
  args: { enquiry: open, restaurantName: "Trattoria Demo" },
} satisfies Meta<typeof EnquiryStatusCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: the restaurant will answer. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Offen", { exact: true })).toBeVisible();
  },
};

/** An enquiry sent from the English widget. */
export const English: Story = {
  args: { enquiry: { ...open, language: "en" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Open", { exact: true })).toBeVisible();
    await expect(canvas.getByText("18 people")).toBeVisible();
  },
};

export const Accepted: Story = {
  args: {
    enquiry: { ...open, status: "accepted", reservationId: "res-9", answeredAt: "2026-05-14T09:30:00.000Z" },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Den Link zu Ihrer Reservierung/)).toBeVisible();
  },
};

export const Declined: Story = {
  args: {
    enquiry: {
      ...open,
      status: "declined",
      answerMessage: "An diesem Abend haben wir eine geschlossene Gesellschaft.",
      answeredAt: "2026-05-14T09:30:00.000Z",
    },
  },
};

/** Without a message and a restaurant name (the "empty" fields are left out). */
export const Empty: Story = { args: { enquiry: { ...open, message: "" }, restaurantName: null } };
