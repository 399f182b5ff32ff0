import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen } from "storybook/test";
import { Button } from "./button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog.tsx";
import { FormField } from "./form-field.tsx";
import { Input } from "./input.tsx";

const meta = {
  title: "Primitives/Dialog",
  component: Dialog,
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button>Neuen Benutzer hinzufügen</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Neuen Benutzer hinzufügen</DialogTitle>
          <DialogDescription>Der Benutzer erhält seine Zugangsdaten von Ihnen.</DialogDescription>
        </DialogHeader>
        <FormField label="Name" required>
          <Input />
        </FormField>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Abbrechen</Button>
          </DialogClose>
          <Button>Speichern</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };

/** The restaurant detail modal: at most 500 px wide. */
export const Narrow500: Story = {
  render: () => (
    <Dialog defaultOpen>
      <DialogContent size="narrow">
        <DialogHeader>
          <DialogTitle>Trattoria da Luigi</DialogTitle>
          <DialogDescription>Italienisch · Hauptstraße 1, 10115 Berlin</DialogDescription>
        </DialogHeader>
        <p className="text-sm">Hausgemachte Pasta und Pizza aus dem Holzofen.</p>
        <DialogFooter>
          <Button>Tisch reservieren</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Trattoria da Luigi" });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(500);
  },
};
export const Mobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: "mobile1", isRotated: false } },
};
export const Dark: Story = { args: { defaultOpen: true }, globals: { theme: "dark" } };
