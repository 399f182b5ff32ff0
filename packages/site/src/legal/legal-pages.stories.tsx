import type { Meta, StoryObj } from "@storybook/react-vite";
import { withApi } from "../testing/story-helpers.ts";
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
