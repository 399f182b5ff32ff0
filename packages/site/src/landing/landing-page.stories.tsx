import type { Meta, StoryObj } from "@storybook/react-vite";
import { hirsch, partnerList, trattoria } from "../test/fixtures.ts";
import { withApi } from "../test/story-helpers.ts";
import { LandingPage } from "./landing-page.tsx";

const partners = (...list: unknown[]) => ({ "/api/restaurants": { body: { success: true, data: list } } });

const meta = {
  title: "Site/Startseite",
  component: LandingPage,
  args: { cookieBannerDelayMs: 0 },
  parameters: { layout: "fullscreen" },
  beforeEach: withApi(partners(trattoria, hirsch)),
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPartners: Story = {};
export const LiveList: Story = { beforeEach: withApi(partners(...partnerList(8))) };
/** Before the live list arrives (also what the prerendered HTML shows). */
export const LoadingPartners: Story = { beforeEach: withApi({ "/api/restaurants": { pending: true } }) };
export const LiveListFails: Story = { beforeEach: withApi({ "/api/restaurants": { networkError: true } }) };
export const WithoutPartners: Story = { beforeEach: withApi(partners()) };
export const Phone: Story = { globals: { viewport: { value: "mobile1", isRotated: false } } };
export const FirstVisitWithCookieBanner: Story = {
  beforeEach: withApi(partners(trattoria, hirsch), { consent: false }),
};
