import type { Meta, StoryObj } from "@storybook/react-vite";
import { tableSchema } from "@tischservice/core";
import { expect, fn, within } from "storybook/test";
import { storyReservations } from "../../../test/story-fixtures.ts";
import { tableRecord } from "../../../test/table-fixtures.ts";
import { AcceptEnquiryDialog } from "./accept-enquiry-dialog.tsx";
import { enquiryRecord } from "./enquiry-fixtures.ts";

const tables = [
  tableRecord({ _id: "t-1", tableNumber: "1", name: "Tisch 1", seats: 8 }),
  tableRecord({ _id: "t-2", tableNumber: "2", name: "Tisch 2", seats: 8 }),
  tableRecord({ _id: "t-3", tableNumber: "3", name: "Tisch 3", seats: 4 }),
  tableRecord({ _id: "t-4", tableNumber: "4", name: "Fenster", seats: 6 }),
].map((table) => tableSchema.parse(table));

// Table 3 is taken from 18:00 on the enquiry's evening.
const reservations = storyReservations([
  {
    reservationDate: "2026-05-20",
    timeSlot: "18:00",
    numberOfGuests: 4,
    status: "confirmed",
    tableIds: ["t-3"],
  },
]);

const meta = {
  title: "Dashboard/Anfragen/Annehmen (Dialog)",
  component: AcceptEnquiryDialog,
  args: {
    enquiry: enquiryRecord({ _id: "e-1", customerName: "Familie Berger" }),
    tables: { status: "success", tables },
    reservations,
    stayDurations: null,
    timeZone: "Europe/Berlin",
    saving: false,
    error: null,
    onSubmit: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof AcceptEnquiryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The preferred time preselected; two tables combined seat the party of 16. */
export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(await within(document.body).findByRole("dialog", { name: "Anfrage annehmen" }));
    await expect(dialog.getByLabelText(/Uhrzeit/)).toHaveValue("19:00");
    await expect(dialog.getByRole("checkbox", { name: "Tisch 3, 4 Plätze" })).toBeDisabled();
    await userEvent.click(dialog.getByRole("checkbox", { name: "Tisch 1, 8 Plätze" }));
    await userEvent.click(dialog.getByRole("checkbox", { name: "Tisch 2, 8 Plätze" }));
    await expect(dialog.getByText("16 von 16 Plätzen gewählt")).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Annehmen und bestätigen" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ timeSlot: "19:00", tableIds: ["t-1", "t-2"] });
  },
};

/** Too few seats: the dialog says so and sends nothing. */
export const TooFewSeats: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(await within(document.body).findByRole("dialog"));
    await userEvent.click(dialog.getByRole("checkbox", { name: "Fenster, 6 Plätze" }));
    await userEvent.click(dialog.getByRole("button", { name: "Annehmen und bestätigen" }));
    await expect(
      dialog.getByText("Die gewählten Tische haben 6 Plätze, die Gruppe hat 16 Personen."),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The tables are still loading. */
export const Loading: Story = { args: { tables: { status: "pending" } } };

/** No tables set up yet. */
export const Empty: Story = {
  args: { tables: { status: "success", tables: [] } },
  play: async () => {
    const dialog = within(await within(document.body).findByRole("dialog"));
    await expect(dialog.getByText("Es sind noch keine Tische angelegt.")).toBeVisible();
  },
};

/** The server refused (another booking took a table meanwhile): its reason stays in the dialog. */
export const ErrorState: Story = {
  name: "Error",
  args: { error: "Mindestens einer der gewählten Tische ist zu dieser Zeit schon belegt." },
  play: async () => {
    const dialog = within(await within(document.body).findByRole("dialog"));
    await expect(dialog.getByRole("alert")).toHaveTextContent("schon belegt");
  },
};

/** While the answer is being saved: the controls are disabled, the button busy. */
export const Disabled: Story = { args: { saving: true } };
