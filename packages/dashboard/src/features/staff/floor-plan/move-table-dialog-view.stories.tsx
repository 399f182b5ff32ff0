import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { MoveTableDialogView } from "./move-table-dialog-view.tsx";

const meta = {
  component: MoveTableDialogView,
  args: {
    description: "Clara Vogel, 4 Personen, 19:00–21:00 Uhr, bisher Tisch 1",
    open: true,
    choices: [
      { id: "t-4", name: "Tisch 4", seats: 4 },
      { id: "t-7", name: "Tisch 7", seats: 4 },
      { id: "t-9", name: "Fensterplatz", seats: 6 },
    ],
    submitting: false,
    error: null,
    onSubmit: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof MoveTableDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () =>
  within(await within(document.body).findByRole("dialog", { name: "Tisch wechseln" }));

/** The closest fit is chosen first; another one is a tap away. */
export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const view = await dialog();
    await expect(view.getByRole("radio", { name: "Tisch 4 · 4 Plätze" })).toBeChecked();
    await userEvent.click(view.getByRole("radio", { name: "Fensterplatz · 6 Plätze" }));
    await userEvent.click(view.getByRole("button", { name: "Tisch wechseln" }));
    await expect(args.onSubmit).toHaveBeenCalledWith("t-9");
  },
};

/** No other table is free for the stay. */
export const Empty: Story = {
  args: { choices: [] },
  play: async () => {
    const view = await dialog();
    await expect(view.getByText("In dieser Zeit ist kein anderer passender Tisch frei.")).toBeVisible();
    await expect(view.getByRole("button", { name: "Tisch wechseln" })).toBeDisabled();
  },
};

/** While the server moves the booking. */
export const Loading: Story = { args: { submitting: true } };

/** The server refused: the table was taken meanwhile. */
export const ErrorState: Story = {
  name: "Error",
  args: { error: "Mindestens einer der gewählten Tische ist zu dieser Zeit schon belegt." },
};
