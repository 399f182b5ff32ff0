import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { withApi } from "../test/story-helpers.ts";
import { DemoRequestForm } from "./demo-request-form.tsx";

const meta = {
  title: "Site/Demo-Anfrage",
  component: DemoRequestForm,
  decorators: [
    (Story) => (
      <div className="w-[36rem] max-w-full p-4">
        <Story />
      </div>
    ),
  ],
  beforeEach: withApi({ "POST /api/demo-request": { status: 201, body: { success: true } } }),
} satisfies Meta<typeof DemoRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
async function fill(canvas: Canvas, email = "anna@beispiel.de") {
  await userEvent.type(canvas.getByRole("textbox", { name: "Vorname" }), "Anna");
  await userEvent.type(canvas.getByRole("textbox", { name: "Nachname" }), "Berg");
  await userEvent.type(canvas.getByRole("textbox", { name: "E-Mail" }), email);
}
const submit = (canvas: Canvas) => userEvent.click(canvas.getByRole("button", { name: "Demo anfragen" }));

export const Empty: Story = {};

export const MissingRequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(canvas);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Bitte füllen Sie alle Pflichtfelder aus.",
    );
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, "anna@beispiel");
    await submit(canvas);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
    );
  },
};

export const Sending: Story = {
  beforeEach: withApi({ "POST /api/demo-request": { pending: true } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await submit(canvas);
    await expect(await canvas.findByRole("button", { name: "Wird gesendet..." })).toBeDisabled();
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await submit(canvas);
    await expect(await canvas.findByRole("status")).toHaveTextContent("Vielen Dank!");
    await expect(canvas.getByRole("textbox", { name: "Vorname" })).toHaveValue("");
  },
};

export const ServerMessage: Story = {
  beforeEach: withApi({
    "POST /api/demo-request": {
      status: 429,
      body: { success: false, message: "Zu viele Anfragen. Bitte versuchen Sie es später erneut." },
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await submit(canvas);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Zu viele Anfragen.");
  },
};

export const ServerError: Story = {
  beforeEach: withApi({ "POST /api/demo-request": { status: 500, body: { success: false } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await submit(canvas);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.",
    );
  },
};

export const NetworkError: Story = {
  beforeEach: withApi({ "POST /api/demo-request": { networkError: true } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await submit(canvas);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("kontaktieren Sie uns direkt");
  },
};
