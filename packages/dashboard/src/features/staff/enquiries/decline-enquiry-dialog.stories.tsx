import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { enquiryRecord } from "../../../test/enquiry-fixtures.ts";
import { DeclineEnquiryDialog } from "./decline-enquiry-dialog.tsx";

const meta = {
  component: DeclineEnquiryDialog,
  args: {
    enquiry: enquiryRecord({ _id: "e-2", customerName: "Verein Nord", numberOfGuests: 22 }),
    saving: false,
    error: null,
    onSubmit: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof DeclineEnquiryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A message to the guest, then "Anfrage ablehnen". */
export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(await within(document.body).findByRole("dialog", { name: "Anfrage ablehnen" }));
    await userEvent.type(dialog.getByLabelText(/Nachricht an den Gast/), "Leider ausgebucht.");
    await userEvent.click(dialog.getByRole("button", { name: "Anfrage ablehnen" }));
    await expect(args.onSubmit).toHaveBeenCalledWith("Leider ausgebucht.");
  },
};

/** Without a message nothing is sent. */
export const MessageRequired: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(await within(document.body).findByRole("dialog"));
    await userEvent.click(dialog.getByRole("button", { name: "Anfrage ablehnen" }));
    await expect(dialog.getByText("Bitte schreiben Sie dem Gast eine kurze Nachricht.")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While the answer is being saved. */
export const Disabled: Story = { args: { saving: true } };

/** The server refused (already answered elsewhere). */
export const ErrorState: Story = {
  name: "Error",
  args: { error: "Diese Anfrage wurde bereits beantwortet." },
  play: async () => {
    const dialog = within(await within(document.body).findByRole("dialog"));
    await expect(dialog.getByRole("alert")).toHaveTextContent("Diese Anfrage wurde bereits beantwortet.");
  },
};
