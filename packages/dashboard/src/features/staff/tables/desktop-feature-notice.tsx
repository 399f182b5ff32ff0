import { BREAKPOINT_MOBILE_PX, tablesTexts } from "@tischservice/core";
import { EmptyState } from "@tischservice/ui";
import { Monitor } from "lucide-react";
import { useMediaQuery } from "../../../lib/use-media-query.ts";

/** 768 px and narrower: both sub-tabs of the tables tab show the notice instead. */
export const narrowScreenQuery = `(max-width: ${BREAKPOINT_MOBILE_PX}px)`;

export function useIsNarrowScreen(): boolean {
  return useMediaQuery(narrowScreenQuery);
}

/** "Desktop-Feature": the tables tab needs a larger screen. */
export function DesktopFeatureNotice() {
  return (
    <EmptyState
      icon={<Monitor />}
      title={tablesTexts.desktopFeatureTitle}
      description={tablesTexts.desktopFeatureText}
    />
  );
}
