import type { Meta, StoryObj } from "@storybook/react-vite";
import { exampleOperatorSiteConfig } from "@tischservice/core/demo";
import { SiteConfigContext } from "../site-config-context.ts";
import { withApi } from "../test/story-helpers.ts";
import { AgbPage } from "./agb-page.tsx";
import { DatenschutzPage } from "./datenschutz-page.tsx";
import { ImpressumPage } from "./impressum-page.tsx";

const meta = {
  title: "Site/Rechtliches",
  parameters: { layout: "fullscreen" },
  beforeEach: withApi({}),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Impressum: Story = { render: () => <ImpressumPage /> };
export const Datenschutz: Story = { render: () => <DatenschutzPage /> };
export const Agb: Story = { render: () => <AgbPage /> };
/** With a production-ready operator file: its data, no sample-data notice. */
export const ImpressumBetreiber: Story = {
  render: () => (
    <SiteConfigContext value={exampleOperatorSiteConfig}>
      <ImpressumPage />
    </SiteConfigContext>
  ),
};
export const DatenschutzBetreiber: Story = {
  render: () => (
    <SiteConfigContext value={exampleOperatorSiteConfig}>
      <DatenschutzPage />
    </SiteConfigContext>
  ),
};
export const AgbBetreiber: Story = {
  render: () => (
    <SiteConfigContext value={exampleOperatorSiteConfig}>
      <AgbPage />
    </SiteConfigContext>
  ),
};
