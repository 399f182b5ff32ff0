import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ApiError } from "../../../api/http.ts";
import { SignupForm, type SignupSubmit } from "./signup-form.tsx";

const meta = {
  component: SignupForm,
  args: { kind: "restaurant", onSubmitted: fn(), submit: fn<SignupSubmit>(async () => "Fast geschafft!") },
  decorators: [
    (Story) => (
      <div className="w-[26rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SignupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillRestaurant(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^Ihr Name/), "Giulia Rossi");
  await userEvent.type(canvas.getByLabelText(/^Name des Restaurants/), "Trattoria Rossi");
  await userEvent.type(canvas.getByLabelText(/^E-Mail/), "giulia@trattoria.example");
  await userEvent.type(canvas.getByLabelText(/^Passwort/, { selector: "input" }), "Gastro#2026");
  await userEvent.click(canvas.getByRole("checkbox", { name: /AGB/ }));
}

export const Restaurant: Story = {};

export const WithPlan: Story = { args: { plan: "all-in-one-yearly" } };

export const Guest: Story = { args: { kind: "guest", defaultEmail: "anna@example.test" } };

export const MissingFields: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Konto erstellen" }));
    await expect(canvas.getAllByText("Bitte füllen Sie alle Pflichtfelder aus.")).toHaveLength(4);
    await expect(
      canvas.getByText("Bitte stimmen Sie den AGB und der Datenschutzerklärung zu."),
    ).toBeVisible();
  },
};

export const Sending: Story = {
  args: { submit: fn<SignupSubmit>(() => new Promise(() => {})) },
  play: async ({ canvas, canvasElement }) => {
    await fillRestaurant(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Konto erstellen" }));
    await expect(await canvas.findByRole("button", { name: "Wird gesendet..." })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};

export const TooManyAttempts: Story = {
  args: {
    submit: fn<SignupSubmit>(() =>
      Promise.reject(
        new ApiError(429, "Zu viele Versuche. Bitte warten Sie einen Moment.", {
          success: false,
          message: "Zu viele Versuche. Bitte warten Sie einen Moment.",
          code: "rate_limited",
        }),
      ),
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await fillRestaurant(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Konto erstellen" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Zu viele Versuche.");
  },
};

export const Submitted: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await fillRestaurant(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Konto erstellen" }));
    await expect(args.onSubmitted).toHaveBeenCalledWith("Fast geschafft!", "giulia@trattoria.example");
  },
};
