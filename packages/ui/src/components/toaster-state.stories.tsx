import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "./button.tsx";
import { ToastList } from "./toast-list.tsx";
import { ToasterHost, type ToastListProps, type ToastTone, useToast } from "./toaster-state.tsx";

const messages: Record<ToastTone, string> = {
  info: "Neue Reservierung: Familie Schneider",
  success: "Reservierung erfolgreich bestätigt!",
  validation: "❌ Bitte Artikel auswählen",
  error: "Fehler beim Stornieren der Reservierung",
};

/** One button per tone, and one that dismisses the newest toast through `useToast().dismiss`. */
function Triggers() {
  const { toast, dismiss } = useToast();
  const shown: number[] = [];
  return (
    <div className="flex flex-wrap gap-2">
      {(Object.keys(messages) as ToastTone[]).map((tone) => (
        <Button
          key={tone}
          variant="outline"
          onClick={() => shown.push(toast({ title: messages[tone], tone, duration: 60 * 60 * 1000 }))}
        >
          {tone}
        </Button>
      ))}
      <Button
        variant="ghost"
        onClick={() => {
          const last = shown.pop();
          if (last !== undefined) dismiss(last);
        }}
      >
        Letzte schließen
      </Button>
    </div>
  );
}

/** A renderer without Radix: the host's list as it stands, to show what the host holds. */
function PlainList({ toasts, dismiss }: ToastListProps) {
  return (
    <section aria-label="Gehaltene Meldungen" className="mt-4 grid gap-1 text-sm">
      <ul className="grid gap-1">
        {toasts.map((t) => (
          <li key={t.id} data-open={t.open} className="flex items-center gap-2">
            <span>{t.title}</span>
            <span className="text-muted-foreground">{t.open ? "offen" : "geschlossen"}</span>
            <Button size="sm" variant="ghost" disabled={!t.open} onClick={() => dismiss(t.id)}>
              Schließen
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

const meta = {
  title: "Primitives/ToasterHost",
  component: ToasterHost,
  args: { renderToasts: (list) => <ToastList {...list} />, children: <Triggers /> },
  argTypes: { renderToasts: { control: false }, children: { control: false } },
} satisfies Meta<typeof ToasterHost>;

export default meta;
type Story = StoryObj<typeof meta>;

function region() {
  return screen.getByRole("region", { name: /Benachrichtigungen/ });
}

/** With the package's `ToastList`, as `Toaster` wires it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "success" }));
    const item = await waitFor(() => within(region()).getByRole("listitem"));
    await expect(item).toHaveTextContent(messages.success);
    await waitFor(() => expect(item).toBeVisible());
  },
};
/** Nothing shown yet: an empty region. */
export const Empty: Story = {
  play: async () => {
    await expect(within(region()).queryAllByRole("listitem")).toHaveLength(0);
  },
};
export const ErrorMessage: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "error" }));
    const item = await waitFor(() => within(region()).getByRole("listitem"));
    await expect(item).toHaveTextContent(messages.error);
  },
};
/** Every call of `toast()` adds one; `dismiss(id)` closes that one and leaves the others. */
export const ManyThenDismissOne: Story = {
  play: async ({ canvas }) => {
    for (const tone of ["info", "success", "validation", "error"]) {
      await userEvent.click(canvas.getByRole("button", { name: tone }));
    }
    await waitFor(() => expect(within(region()).getAllByRole("listitem")).toHaveLength(4));
    await userEvent.click(canvas.getByRole("button", { name: "Letzte schließen" }));
    await waitFor(() => expect(within(region()).getAllByRole("listitem")).toHaveLength(3));
    await expect(within(region()).queryByText(messages.error)).toBeNull();
  },
};
/** The host leaves showing to its renderer: a dismissed toast stays held, closed, until it is removed. */
export const OwnRenderer: Story = {
  args: { renderToasts: (list) => <PlainList {...list} /> },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "info" }));
    await userEvent.click(canvas.getByRole("button", { name: "validation" }));
    const held = canvas.getByRole("region", { name: "Gehaltene Meldungen" });
    await expect(within(held).getAllByRole("listitem")).toHaveLength(2);
    await userEvent.click(within(held).getAllByRole("button", { name: "Schließen" })[0] as HTMLElement);
    await expect(within(held).getAllByRole("listitem")[0]).toHaveTextContent("geschlossen");
    await expect(within(held).getAllByRole("listitem")).toHaveLength(2);
  },
};
export const Dark: Story = { ...ManyThenDismissOne, globals: { theme: "dark" } };
