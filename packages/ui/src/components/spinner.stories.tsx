import type { Meta, StoryObj } from "@storybook/react-vite";
import { Spinner } from "./spinner.tsx";

const meta = { title: "Primitives/Spinner", component: Spinner } satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Large: Story = { args: { size: "lg" } };
export const WithVisibleText: Story = {
  render: () => (
    <div className="flex items-center gap-2 text-sm text-muted-foreground">
      <Spinner label={null} />
      <span>Anmeldung wird überprüft...</span>
    </div>
  ),
};
export const LongGermanText: Story = { args: { label: "Lade Bestellungsdaten..." } };
export const Dark: Story = { globals: { theme: "dark" } };
