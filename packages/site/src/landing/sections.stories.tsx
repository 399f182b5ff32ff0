import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { SiteFooter } from "../layout/site-footer.tsx";
import { SiteHeader } from "../layout/site-header.tsx";
import { hirsch, partnerList, trattoria } from "../test/fixtures.ts";
import { withApi } from "../test/story-helpers.ts";
import { AboutSection } from "./about-section.tsx";
import { DemoSection } from "./demo-section.tsx";
import { FeaturesSection } from "./features-section.tsx";
import { HeroSection } from "./hero-section.tsx";
import { MobileVersionCard } from "./mobile-version-card.tsx";
import { PartnersSection } from "./partners-section.tsx";
import { PricingSection } from "./pricing-section.tsx";
import { SupportSection } from "./support-section.tsx";

const meta = {
  title: "Site/Abschnitte",
  parameters: { layout: "fullscreen" },
  beforeEach: withApi({}),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const sections = ["hero", "pricing"];
export const Header: Story = { render: () => <SiteHeader onLanding sections={sections} /> };
export const HeaderOnPhone: Story = {
  render: () => <SiteHeader onLanding sections={sections} />,
  globals: { viewport: { value: "mobile1", isRotated: false } },
};
export const Hero: Story = { render: () => <HeroSection /> };
export const About: Story = { render: () => <AboutSection /> };
export const Partners: Story = {
  render: () => (
    <PartnersSection
      state={{ status: "ready", partners: [trattoria, hirsch, ...partnerList(4)] }}
      onOpen={fn()}
    />
  ),
};
/** More partners than the section shows: it links to the page of all of them. */
export const PartnersWithMore: Story = {
  render: () => (
    <PartnersSection
      state={{ status: "ready", partners: [trattoria, hirsch, ...partnerList(4)], more: true }}
      onOpen={fn()}
    />
  ),
};
export const PartnersLoading: Story = {
  render: () => <PartnersSection state={{ status: "loading" }} onOpen={fn()} />,
};
export const PartnersEmpty: Story = {
  render: () => <PartnersSection state={{ status: "ready", partners: [] }} onOpen={fn()} />,
};
export const PartnersError: Story = {
  render: () => <PartnersSection state={{ status: "error" }} onOpen={fn()} />,
};
export const Pricing: Story = { render: () => <PricingSection /> };
export const Features: Story = { render: () => <FeaturesSection /> };
export const Support: Story = { render: () => <SupportSection /> };
export const Demo: Story = { render: () => <DemoSection /> };
export const Footer: Story = { render: () => <SiteFooter onLanding /> };
export const MobileVersion: Story = { render: () => <MobileVersionCard /> };
