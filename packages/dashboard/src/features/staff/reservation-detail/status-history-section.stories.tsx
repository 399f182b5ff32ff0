import type { Meta, StoryObj } from "@storybook/react-vite";
import { reservationEventSchema } from "@tischservice/core";
import { expect, fn, userEvent } from "storybook/test";
import { StatusHistorySection } from "./status-history-section.tsx";

const entry = (values: Record<string, unknown>) =>
  reservationEventSchema.parse({ reservationId: "res-1", actorName: null, ...values });

const meta = {
  component: StatusHistorySection,
  parameters: { layout: "padded" },
  args: {
    events: [
      entry({ _id: "e-1", type: "created", actor: "guest", at: "2026-05-10T09:00:00Z" }),
      entry({
        _id: "e-2",
        type: "confirmed",
        actor: "staff",
        actorName: "Service",
        at: "2026-05-10T09:12:00Z",
      }),
      entry({ _id: "e-3", type: "cancelled", actor: "guest", at: "2026-05-13T17:40:00Z" }),
    ],
    failed: false,
    timeZone: "Europe/Berlin",
    onRetry: fn(),
  },
} satisfies Meta<typeof StatusHistorySection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Bestätigt")).toBeVisible();
    await expect(canvas.getByText("von Service (Personal)")).toBeVisible();
    await expect(canvas.getByText("10.05.2026, 11:12 Uhr")).toBeVisible();
  },
};

export const CreatedOnly: Story = {
  args: {
    events: [entry({ _id: "e-1", type: "created", actor: "system", at: "2026-05-10T09:00:00Z" })],
  },
};

export const AutoConfirmed: Story = {
  args: {
    events: [
      entry({ _id: "e-1", type: "created", actor: "guest", at: "2026-05-10T09:00:00Z" }),
      entry({ _id: "e-2", type: "confirmed", actor: "auto_confirm", at: "2026-05-10T09:00:00Z" }),
    ],
  },
};

export const Edited: Story = {
  args: {
    events: [
      entry({ _id: "e-1", type: "created", actor: "guest", at: "2026-05-10T09:00:00Z" }),
      entry({
        _id: "e-2",
        type: "changed",
        actor: "staff",
        actorName: "Service",
        at: "2026-05-11T15:20:00Z",
        changes: [
          { field: "reservationDate", from: "2026-05-13", to: "2026-05-14" },
          { field: "timeSlot", from: "19:00", to: "20:00" },
          { field: "customerPhone", from: "", to: "0171 2345678" },
        ],
      }),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Geändert")).toBeVisible();
    await expect(canvas.getByText("Datum: 13.05.2026 → 14.05.2026")).toBeVisible();
    await expect(canvas.getByText("Uhrzeit: 19:00 → 20:00")).toBeVisible();
    await expect(canvas.getByText("Telefon: – → 0171 2345678")).toBeVisible();
  },
};

/** The visit's steps: at the door, at the table, gone (by the bill), each with its colour. */
export const VisitSteps: Story = {
  args: {
    events: [
      entry({ _id: "e-1", type: "created", actor: "guest", at: "2026-05-10T09:00:00Z" }),
      entry({ _id: "e-2", type: "confirmed", actor: "auto_confirm", at: "2026-05-10T09:00:00Z" }),
      entry({
        _id: "e-3",
        type: "arrived",
        actor: "staff",
        actorName: "Service",
        at: "2026-05-14T16:55:00Z",
      }),
      entry({ _id: "e-4", type: "seated", actor: "staff", actorName: "Service", at: "2026-05-14T17:00:00Z" }),
      entry({
        _id: "e-5",
        type: "completed",
        actor: "staff",
        actorName: "Kasse",
        at: "2026-05-14T18:40:00Z",
      }),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Angekommen")).toBeVisible();
    await expect(canvas.getByText("Platziert")).toBeVisible();
    await expect(canvas.getByText("Abgeschlossen")).toBeVisible();
  },
};
export const Loading: Story = { args: { events: undefined } };

export const LoadFailed: Story = {
  args: { events: undefined, failed: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Erneut versuchen" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
