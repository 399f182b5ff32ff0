import { liveNoticeTexts } from "@tischservice/core";
import { WifiOff } from "lucide-react";
import { useOnline } from "./use-online.ts";

/**
 * A strip at the top while the device is offline or the server gives no answer (the installed app still
 * opens from its cache).
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      className="sticky top-0 z-50 flex items-center justify-center gap-2 bg-warning-soft px-4 py-2 text-sm font-medium text-warning-strong"
    >
      <WifiOff aria-hidden="true" className="size-4" />
      {liveNoticeTexts.offline}
    </div>
  );
}
