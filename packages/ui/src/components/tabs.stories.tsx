import type { Meta, StoryObj } from "@storybook/react-vite";
import { EmptyContactAndHoursTabs } from "../test/restaurant-detail-fixtures.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs.tsx";

const meta = {
  title: "Primitives/Tabs",
  component: Tabs,
  args: { defaultValue: "overview" },
  render: (args) => (
    <Tabs className="w-[26rem] max-w-full" {...args}>
      <TabsList>
        <TabsTrigger value="overview">Übersicht</TabsTrigger>
        <TabsTrigger value="contact">Kontakt</TabsTrigger>
        <TabsTrigger value="hours">Zeiten</TabsTrigger>
        <TabsTrigger value="special">Besondere Zeiten</TabsTrigger>
      </TabsList>
      <TabsContent value="overview" className="text-sm">
        Hauptstraße 1, 10115 Berlin
      </TabsContent>
      <EmptyContactAndHoursTabs />
      <TabsContent value="special" className="text-sm">
        Keine besonderen Zeiten
      </TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Another tab chosen: its trigger in the selected style. */
export const ContactTab: Story = { args: { defaultValue: "contact" } };
export const Mobile: Story = { globals: { viewport: { value: "mobile1", isRotated: false } } };
export const Dark: Story = { globals: { theme: "dark" } };
