import { Link } from "@tanstack/react-router";
import { moreSettingsTexts } from "@tischservice/core";
import { BellRing } from "lucide-react";
import { useId } from "react";

/** Weitere Einstellungen: the way to the push panel (`/app/push-notifications`), which has no menu entry. */
export function PushSettingsLink() {
  const hintId = useId();
  return (
    <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t pt-4">
      <div className="grid gap-0.5">
        <p className="m-0 text-sm font-medium">{moreSettingsTexts.pushLabel}</p>
        <p id={hintId} className="m-0 text-sm text-muted-foreground">
          {moreSettingsTexts.pushHint}
        </p>
      </div>
      <Link
        to="/push-notifications"
        aria-describedby={hintId}
        className="focus-ring inline-flex items-center gap-2 rounded-md border px-3 py-2 text-sm font-medium hover:bg-muted"
      >
        <BellRing aria-hidden="true" className="size-4" />
        {moreSettingsTexts.pushLink}
      </Link>
    </div>
  );
}
