import type { Meta, StoryObj } from "@storybook/react-vite";
import { seatNowTexts } from "@tischservice/core";
import { expect, fn, within } from "storybook/test";
import { SeatNowDialogView } from "./seat-now-dialog-view.tsx";
import type { SeatNowCheck } from "./seat-now-form.tsx";

/** Table 4 at 19:10: free for every party of up to four; two guests stay 90 minutes, more 120. */
const free = (guests: number): SeatNowCheck => ({
  minutes: guests <= 2 ? 90 : 120,
  until: guests <= 2 ? "20:40" : "21:10",
  problem: guests > 4 ? seatNowTexts.tooSmall("Tisch 4", 4, guests) : null,
  shorter: null,
});

const meta = {
  component: SeatNowDialogView,
  args: {
    tableName: "Tisch 4",
    open: true,
    check: free,
    submitting: false,
    error: null,
    onSubmit: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof SeatNowDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () =>
  within(await within(document.body).findByRole("dialog", { name: "Gast platzieren" }));

/** A free table: three guests and a name, then "Platzieren". */
export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const view = await dialog();
    await userEvent.click(view.getByRole("button", { name: "3" }));
    await expect(view.getByText("Aufenthalt 120 Min., bis 21:10 Uhr")).toBeVisible();
    await userEvent.type(view.getByLabelText("Name (optional)"), "Familie Roth");
    await userEvent.click(view.getByRole("button", { name: "Platzieren" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      numberOfGuests: 3,
      customerName: "Familie Roth",
      customerPhone: "",
    });
  },
};

/** A booking at 19:30 while it is 19:10: the party can sit until then. */
export const ShorterStay: Story = {
  args: {
    check: (guests) => ({
      ...free(guests),
      problem: seatNowTexts.freeUntil("Tisch 4", "19:30"),
      shorter: { minutes: 20, until: "19:30" },
    }),
  },
  play: async ({ args, userEvent }) => {
    const view = await dialog();
    await userEvent.click(view.getByRole("button", { name: "Bis 19:30 Uhr platzieren" }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ stayMinutes: 20 }));
  },
};

/** Someone sits there now: nothing to submit. */
export const Busy: Story = {
  args: {
    check: (guests) => ({ ...free(guests), problem: seatNowTexts.busy("Tisch 4", "20:30"), shorter: null }),
  },
  play: async () => {
    const view = await dialog();
    await expect(view.getByRole("button", { name: "Platzieren" })).toBeDisabled();
  },
};

/** While the server seats the guest. */
export const Loading: Story = { args: { submitting: true } };

/** The whole form unavailable. */
export const Disabled: Story = { args: { disabled: true } };

/** The server refused: its reason beside the form. */
export const ErrorState: Story = {
  name: "Error",
  args: { error: "Tisch 4 wurde soeben vergeben. Bitte wählen Sie einen anderen Tisch." },
  play: async () => {
    const view = await dialog();
    await expect(view.getByText(/wurde soeben vergeben/)).toBeVisible();
  },
};
