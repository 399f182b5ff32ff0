import { subUserAllowedAreas, subUserDeniedAreas, subUsersTexts } from "@tischservice/core";
import { Check, X } from "lucide-react";

/**
 * What a sub-user may open, the same list on the dialog and the card: the tabs the server lets them
 * use, and the owner's areas it refuses.
 */
export function PermissionSummary({ compact = false }: { compact?: boolean }) {
  return (
    <div className={compact ? "grid gap-1 text-xs" : "grid gap-2 text-sm"}>
      <p className="m-0">
        <Check aria-hidden="true" className="me-1 inline size-3.5 text-success-strong" />
        <span className="font-medium">{subUsersTexts.permissionsAllowedHeading}</span>{" "}
        {subUserAllowedAreas.join(", ")}
      </p>
      <p className="m-0 text-muted-foreground">
        <X aria-hidden="true" className="me-1 inline size-3.5 text-destructive-strong" />
        <span className="font-medium">{subUsersTexts.permissionsDeniedHeading}</span>{" "}
        {subUserDeniedAreas.join(", ")}
      </p>
    </div>
  );
}
