import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { SubUserCreateDialog } from "./sub-user-create-dialog.tsx";

const meta = {
  component: SubUserCreateDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    restaurantSlug: "trattoriademo",
    saving: false,
    error: null,
    onSubmit: fn(),
  },
} satisfies Meta<typeof SubUserCreateDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Other characters are blocked as typed; the login name follows live. */
export const BlockedCharacters: Story = {
  play: async ({ userEvent }) => {
    const dialog = within(await within(document.body).findByRole("dialog"));
    const username = dialog.getByRole("textbox", { name: /^Benutzername/ });
    await userEvent.type(username, "an-na");
    await expect(username).toHaveValue("anna");
    await expect(
      dialog.getByText("Der Benutzername darf nur Buchstaben, Zahlen und Unterstriche enthalten."),
    ).toBeInTheDocument();
    await expect(dialog.getByText("anna@trattoriademo")).toBeInTheDocument();
  },
};

export const Saving: Story = { args: { saving: true } };
export const ServerRefused: Story = {
  args: {
    error: "Fehler beim Erstellen: Dieser Benutzername ist bereits vergeben. Bitte wählen Sie einen anderen.",
  },
};
