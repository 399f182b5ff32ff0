import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "./button.tsx";
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "./card.tsx";

const meta = {
  title: "Primitives/Card",
  component: Card,
  render: (args) => (
    <Card className="w-96" {...args}>
      <CardHeader>
        <CardTitle>Heute</CardTitle>
        <CardDescription>Dienstag, 14. Mai 2025</CardDescription>
        <CardAction>
          <Button size="sm" variant="outline">
            Kalender
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="text-sm">12 Reservierungen, 38 Gäste</CardContent>
      <CardFooter>
        <Button size="sm">Alle anzeigen</Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Mobile: Story = { globals: { viewport: { value: "mobile1", isRotated: false } } };
export const Dark: Story = { globals: { theme: "dark" } };
