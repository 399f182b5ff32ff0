import type { Meta, StoryObj } from "@storybook/react-vite";
import { siteTexts } from "@tischservice/core/texts";
import { useState } from "react";
import { expect, screen, userEvent, waitFor } from "storybook/test";
import { Badge } from "../components/badge.tsx";
import { Button } from "../components/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../components/dialog.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../components/tabs.tsx";
import { RestaurantCard } from "../domain/restaurant-card.tsx";
import { EmptyContactAndHoursTabs } from "../test/restaurant-detail-fixtures.tsx";

/** The partner list's card and its 500 px detail modal with tabs (docs/requirements.md#layout). */
function RestaurantDetail() {
  const [open, setOpen] = useState(false);
  return (
    <div className="w-80 max-w-full">
      <RestaurantCard
        restaurant={{
          name: "Trattoria da Luigi",
          address: "Hauptstraße 1, 10115 Berlin",
          cuisine: "Italienisch",
        }}
        onOpen={() => setOpen(true)}
      />
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent size="narrow">
          <DialogHeader>
            <DialogTitle>Trattoria da Luigi</DialogTitle>
            <DialogDescription>
              <Badge variant="secondary">Italienisch</Badge>
            </DialogDescription>
          </DialogHeader>
          <Tabs defaultValue="overview">
            <TabsList>
              <TabsTrigger value="overview">Übersicht</TabsTrigger>
              <TabsTrigger value="contact">Kontakt</TabsTrigger>
              <TabsTrigger value="hours">Zeiten</TabsTrigger>
            </TabsList>
            <TabsContent value="overview" className="text-sm">
              Hauptstraße 1, 10115 Berlin – hausgemachte Pasta.
            </TabsContent>
            <EmptyContactAndHoursTabs />
          </Tabs>
          <DialogFooter>
            <Button onClick={() => setOpen(false)}>Tisch reservieren</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

const meta = { title: "Examples/Restaurant detail", component: RestaurantDetail } satisfies Meta<
  typeof RestaurantDetail
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Card: Story = {};
export const OpenWithKeyboard: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole("button", { name: `${siteTexts.partners.detailsButton}: Trattoria da Luigi` }).focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Trattoria da Luigi" });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(500);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};
