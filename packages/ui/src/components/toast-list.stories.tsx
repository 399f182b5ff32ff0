import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { ToastList } from "./toast-list.tsx";
import type { ToastEntry } from "./toaster-state.tsx";

/** Long enough that no toast closes on its own while a story is looked at or tested. */
const staying = 60 * 60 * 1000;

const saved: ToastEntry = {
  id: 1,
  open: true,
  tone: "success",
  title: "Reservierung erfolgreich bestätigt!",
  duration: staying,
};

/** A held list as `ToasterHost` passes it: the story's args stand in for the host's state. */
const meta = {
  title: "Primitives/ToastList",
  component: ToastList,
  args: { toasts: [saved], dismiss: fn(), remove: fn() },
} satisfies Meta<typeof ToastList>;

export default meta;
type Story = StoryObj<typeof meta>;

function region() {
  return screen.getByRole("region", { name: /Benachrichtigungen/ });
}

export const Default: Story = {
  play: async ({ args }) => {
    const item = await waitFor(() => within(region()).getByRole("listitem"));
    await expect(item).toHaveTextContent("Reservierung erfolgreich bestätigt!");
    await waitFor(() => expect(item).toBeVisible());
    await expect(item).toHaveAttribute("data-slot", "toast");
    await expect(args.dismiss).not.toHaveBeenCalled();
  },
};
/** No toasts: the region is there for F8, with nothing in it. */
export const Empty: Story = {
  args: { toasts: [] },
  play: async () => {
    await expect(within(region()).queryAllByRole("listitem")).toHaveLength(0);
  },
};
/** An error with a description: red and read out assertively (Radix's foreground type). */
export const ErrorWithDescription: Story = {
  args: {
    toasts: [
      {
        id: 2,
        open: true,
        tone: "error",
        title: "Fehler beim Stornieren der Reservierung",
        description: "Verbindungsfehler. Bitte versuchen Sie es später erneut.",
        duration: staying,
      },
    ],
  },
  play: async () => {
    const item = await waitFor(() => within(region()).getByRole("listitem"));
    await expect(item).toHaveTextContent("Verbindungsfehler. Bitte versuchen Sie es später erneut.");
    await expect(item.className).toContain("bg-destructive-soft");
  },
};
/** One toast of each tone, stacked newest at the bottom. */
export const ManyToasts: Story = {
  args: {
    toasts: [
      { id: 3, open: true, tone: "info", title: "Neue Reservierung: Familie Schneider", duration: staying },
      { id: 4, open: true, tone: "success", title: "Gespeichert", duration: staying },
      { id: 5, open: true, tone: "validation", title: "❌ Bitte Artikel auswählen", duration: staying },
      { id: 6, open: true, tone: "error", title: "Fehler beim Speichern", duration: staying },
    ],
  },
  play: async () => {
    await waitFor(() => expect(within(region()).getAllByRole("listitem")).toHaveLength(4));
  },
};
/** The close button asks the host to dismiss that toast (by its id); the host then closes it. */
export const CloseAsksTheHost: Story = {
  play: async ({ args }) => {
    const item = await waitFor(() => within(region()).getByRole("listitem"));
    await userEvent.click(within(item).getByRole("button", { name: "Schließen" }));
    await waitFor(() => expect(args.dismiss).toHaveBeenCalledWith(saved.id));
  },
};
/**
 * With the host's state in the story: the close button closes the toast, and once it has animated out the
 * list asks the host to forget it.
 */
export const ClosedIsRemoved: Story = {
  render: function Render(args) {
    const [toasts, setToasts] = useState(args.toasts);
    return (
      <ToastList
        {...args}
        toasts={toasts}
        dismiss={(id) => {
          args.dismiss(id);
          setToasts((list) => list.map((t) => (t.id === id ? { ...t, open: false } : t)));
        }}
        remove={(id) => {
          args.remove(id);
          setToasts((list) => list.filter((t) => t.id !== id));
        }}
      />
    );
  },
  play: async ({ args }) => {
    const item = await waitFor(() => within(region()).getByRole("listitem"));
    await userEvent.click(within(item).getByRole("button", { name: "Schließen" }));
    await waitFor(() => expect(args.remove).toHaveBeenCalledWith(saved.id));
    await waitFor(() => expect(within(region()).queryAllByRole("listitem")).toHaveLength(0));
  },
};
export const Mobile: Story = { ...ManyToasts, globals: { viewport: { value: "mobile1", isRotated: false } } };
export const Dark: Story = { ...ManyToasts, globals: { theme: "dark" } };
