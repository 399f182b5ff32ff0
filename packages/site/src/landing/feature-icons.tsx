import type { siteFeatureCards } from "@tischservice/core/texts";
import {
  CalendarCheck,
  ChartColumn,
  Code,
  LayoutDashboard,
  Mail,
  Palette,
  RefreshCw,
  Smartphone,
  Workflow,
} from "lucide-react";
import type { ReactNode } from "react";

type FeatureId = (typeof siteFeatureCards)[number]["id"];

/** One icon per feature card. */
export const featureIcons: Record<FeatureId, ReactNode> = {
  "smart-reservations": <CalendarCheck />,
  "mobile-apps": <Smartphone />,
  "floor-plan": <LayoutDashboard />,
  "real-time-sync": <RefreshCw />,
  analytics: <ChartColumn />,
  "email-notifications": <Mail />,
  branding: <Palette />,
  "website-integration": <Code />,
  automation: <Workflow />,
};
