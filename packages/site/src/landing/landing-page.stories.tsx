import type { Meta, StoryObj } from "@storybook/react-vite";
import { hirsch, partnerList, trattoria } from "../testing/fixtures.ts";
import { withApi } from "../testing/story-helpers.ts";
import { LandingPage } from "./landing-page.tsx";

const meta = {
  title: "Site/Startseite",
  component: LandingPage,
  args: { initialPartners: [trattoria, hirsch], refreshPartners: false, cookieBannerDelayMs: 0 },
  parameters: { layout: "fullscreen" },
  beforeEach: withApi({}),
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPartners: Story = {};
export const LiveList: Story = {
  args: { refreshPartners: true },
  beforeEach: withApi({ "/api/restaurants": { body: { success: true, data: partnerList(8) } } }),
};
export const LiveListFails: Story = {
  args: { refreshPartners: true },
  beforeEach: withApi({ "/api/restaurants": { networkError: true } }),
};
export const WithoutPartners: Story = { args: { initialPartners: [] } };
export const Phone: Story = { globals: { viewport: { value: "mobile1", isRotated: false } } };
export const FirstVisitWithCookieBanner: Story = { beforeEach: withApi({}, { consent: false }) };
