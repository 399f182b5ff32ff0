import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "./button.tsx";
import { Toaster, type ToastTone, useToast } from "./toaster.tsx";

function Demo({ tone, title }: { tone: ToastTone; title: string }) {
  const { toast } = useToast();
  return <Button onClick={() => toast({ title, tone })}>Meldung zeigen</Button>;
}

const meta = {
  title: "Primitives/Toast",
  component: Demo,
  args: { tone: "success", title: "Reservierung erfolgreich bestätigt!" },
  decorators: [
    (Story) => (
      <Toaster>
        <Story />
      </Toaster>
    ),
  ],
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Meldung zeigen" }));
    const region = screen.getByRole("region", { name: /Benachrichtigungen/ });
    await waitFor(() => expect(within(region).getByRole("listitem")).toHaveTextContent(args.title));
    await waitFor(() => expect(within(region).getByRole("listitem")).toBeVisible());
  },
};
/** Validation messages stay 3 s. */
export const Validation: Story = {
  args: { tone: "validation", title: "❌ Bitte Artikel auswählen" },
  play: Success.play,
};
/** Errors stay 5 s and are announced assertively. */
export const ErrorMessage: Story = {
  args: { tone: "error", title: "Fehler beim Stornieren der Reservierung" },
  play: Success.play,
};
export const CloseWithButton: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Meldung zeigen" }));
    const region = screen.getByRole("region", { name: /Benachrichtigungen/ });
    await waitFor(() => expect(within(region).getByRole("listitem")).toBeVisible());
    await userEvent.click(within(region).getByRole("button", { name: "Schließen" }));
    await waitFor(() => expect(within(region).queryByRole("listitem")).toBeNull());
  },
};
export const Mobile: Story = { ...Success, globals: { viewport: { value: "mobile1", isRotated: false } } };
