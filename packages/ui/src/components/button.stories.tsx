import type { Meta, StoryObj } from "@storybook/react-vite";
import { Plus, Trash2 } from "lucide-react";
import { expect, fn, userEvent } from "storybook/test";
import { Button } from "./button.tsx";

const meta = {
  title: "Primitives/Button",
  component: Button,
  args: { children: "Tisch reservieren", onClick: fn() },
  argTypes: {
    variant: {
      control: "select",
      options: ["default", "secondary", "outline", "ghost", "destructive", "link"],
    },
    size: { control: "select", options: ["sm", "default", "lg", "icon", "icon-sm"] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Secondary: Story = { args: { variant: "secondary" } };
export const Outline: Story = { args: { variant: "outline" } };
export const Ghost: Story = { args: { variant: "ghost" } };
export const Destructive: Story = {
  args: { variant: "destructive", children: ["Stornieren", <Trash2 key="i" aria-hidden="true" />] },
};
export const Link: Story = { args: { variant: "link", children: "Passwort vergessen?" } };
export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <Button {...args} size="sm">
        Klein
      </Button>
      <Button {...args}>Normal</Button>
      <Button {...args} size="lg">
        Groß
      </Button>
      <Button {...args} size="icon" aria-label="Hinzufügen">
        <Plus aria-hidden="true" />
      </Button>
    </div>
  ),
};
export const WithIcon: Story = {
  args: { children: [<Plus key="i" aria-hidden="true" />, "Neue Reservierung"] },
};

/** The demo form while sending: "Wird gesendet..." — busy, still focusable, clicks ignored. */
export const Loading: Story = {
  args: { loading: true, loadingText: "Wird gesendet...", children: "Demo anfragen" },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: "Wird gesendet..." });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
export const Disabled: Story = { args: { disabled: true } };

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Tisch reservieren" })).toHaveFocus();
  },
};

export const LongGermanText: Story = {
  args: { children: "Take-Away Bestellung aufnehmen (123,50 €)" },
};

export const FullWidthOnMobile: Story = {
  args: { fullWidth: true, children: "Anmelden" },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  parameters: { layout: "padded" },
};

export const Dark: Story = { globals: { theme: "dark" } };
