import type { Meta, StoryObj } from "@storybook/react-vite";
import { tableSchema, waitlistHoldsAsReservations } from "@tischservice/core";
import { expect, fn, within } from "storybook/test";
import { enquiryRecord } from "../../../test/enquiry-fixtures.ts";
import { storyReservations } from "../../../test/story-fixtures.ts";
import { tableRecord } from "../../../test/table-fixtures.ts";
import { waitlistEntryRecord, waitlistOfferRecord } from "../../../test/waitlist-fixtures.ts";
import { TableOfferDialog } from "./table-offer-dialog.tsx";

const largeTables = [
  tableRecord({ _id: "t-1", tableNumber: "1", name: "Tisch 1", seats: 8 }),
  tableRecord({ _id: "t-2", tableNumber: "2", name: "Tisch 2", seats: 8 }),
  tableRecord({ _id: "t-3", tableNumber: "3", name: "Tisch 3", seats: 4 }),
  tableRecord({ _id: "t-4", tableNumber: "4", name: "Fenster", seats: 6 }),
].map((table) => tableSchema.parse(table));
const smallTables = [
  tableRecord({ _id: "t-1", tableNumber: "1", name: "Tisch 1", seats: 2 }),
  tableRecord({ _id: "t-2", tableNumber: "2", name: "Tisch 2", seats: 2 }),
  tableRecord({ _id: "t-3", tableNumber: "3", name: "Tisch 3", seats: 4 }),
  tableRecord({ _id: "t-4", tableNumber: "4", name: "Fenster", seats: 6 }),
].map((table) => tableSchema.parse(table));

// Table 3 is reserved from 18:00 on both days; on the waitlist's day table 4 is held for another party from 19:00.
const reservations = [
  ...storyReservations(
    ["2026-05-20", "2026-05-14"].map((reservationDate) => ({
      reservationDate,
      timeSlot: "18:00",
      numberOfGuests: 4,
      status: "confirmed" as const,
      tableIds: ["t-3"],
    })),
  ),
  ...waitlistHoldsAsReservations([
    waitlistEntryRecord({
      status: "offered",
      offer: waitlistOfferRecord({ timeSlot: "19:00", tableIds: ["t-4"], tableNumbers: ["4"] }),
    }),
  ]),
];

const waitlistTarget = {
  kind: "waitlist" as const,
  entry: waitlistEntryRecord({ _id: "w-1", customerName: "Familie Roth" }),
};

const meta = {
  component: TableOfferDialog,
  args: {
    target: { kind: "enquiry", enquiry: enquiryRecord({ _id: "e-1", customerName: "Familie Berger" }) },
    tables: { status: "success", tables: largeTables },
    reservations,
    stayDurations: null,
    slotInterval: 30,
    timeZone: "Europe/Berlin",
    saving: false,
    error: null,
    onSubmit: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof TableOfferDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An enquiry: the preferred time preselected; two tables combined seat the party of 16. */
export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(await within(document.body).findByRole("dialog", { name: "Anfrage annehmen" }));
    await expect(dialog.getByLabelText(/Uhrzeit/)).toHaveValue("19:00");
    await expect(dialog.queryByRole("group", { name: "Zeiten im Zeitfenster" })).toBeNull();
    await expect(dialog.getByRole("checkbox", { name: "Tisch 3, 4 Plätze" })).toBeDisabled();
    await userEvent.click(dialog.getByRole("checkbox", { name: "Tisch 1, 8 Plätze" }));
    await userEvent.click(dialog.getByRole("checkbox", { name: "Tisch 2, 8 Plätze" }));
    await expect(dialog.getByText("16 von 16 Plätzen gewählt")).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Annehmen und bestätigen" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ timeSlot: "19:00", tableIds: ["t-1", "t-2"] });
  },
};

/** A waiting party: the window's start preselected, its times one click away; reserved and held tables are belegt. */
export const Waitlist: Story = {
  args: { target: waitlistTarget, tables: { status: "success", tables: smallTables } },
  play: async ({ args, userEvent }) => {
    const dialog = within(await within(document.body).findByRole("dialog", { name: "Tisch anbieten" }));
    await expect(dialog.getByLabelText(/Uhrzeit/)).toHaveValue("18:00");
    await expect(dialog.getByRole("checkbox", { name: "Tisch 3, 4 Plätze" })).toBeDisabled();
    await expect(dialog.getByRole("checkbox", { name: "Fenster, 6 Plätze" })).toBeDisabled();
    await userEvent.click(dialog.getByRole("button", { name: "18:30" }));
    await userEvent.click(dialog.getByRole("checkbox", { name: "Tisch 1, 2 Plätze" }));
    await userEvent.click(dialog.getByRole("checkbox", { name: "Tisch 2, 2 Plätze" }));
    await expect(dialog.getByText("4 von 4 Plätzen gewählt")).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Angebot senden" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ timeSlot: "18:30", tableIds: ["t-1", "t-2"] });
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

/** While the answer is being sent: the controls are disabled, the button busy (the waitlist's times too). */
export const Disabled: Story = {
  args: { target: waitlistTarget, tables: { status: "success", tables: smallTables }, saving: true },
};
