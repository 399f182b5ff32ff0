import { Banner } from "@tischservice/ui";
import { type ReactNode, useCallback, useState } from "react";
import { openBookingWidget } from "../lib/booking-widget.ts";
import { siteOwnTexts } from "../texts.ts";

/**
 * "Tisch reservieren": loads the booking widget on demand and opens it for the restaurant. When the widget
 * cannot be loaded, an error notice says so (it stays until dismissed).
 */
export function useReservation(): { reserve: (restaurantId: string) => void; notice: ReactNode } {
  const [failed, setFailed] = useState(false);
  const reserve = useCallback((restaurantId: string) => {
    setFailed(false);
    openBookingWidget(restaurantId).catch((error: unknown) => {
      console.warn(error);
      setFailed(true);
    });
  }, []);
  const notice = failed ? (
    <div className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-lg shadow-lg">
      <Banner tone="error" onDismiss={() => setFailed(false)}>
        {siteOwnTexts.widgetUnavailable}
      </Banner>
    </div>
  ) : null;
  return { reserve, notice };
}
