import { shellTexts } from "@tischservice/core";
import { WifiOff } from "lucide-react";
import type { LiveState } from "../live/live-status.tsx";

/** Says that the view may be behind while the event stream is down (polling carries it). */
export function LiveIndicator({ state }: { state: LiveState }) {
  if (state === "live" || state === "connecting") return null;
  return (
    <p
      role="status"
      className="m-0 flex items-center gap-2 rounded-md bg-warning-soft px-3 py-1.5 text-xs font-medium text-warning-strong"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      {shellTexts.liveUpdatesOffline}
    </p>
  );
}
