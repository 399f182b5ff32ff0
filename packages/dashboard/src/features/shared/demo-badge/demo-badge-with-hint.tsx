import { demoDataTexts, signupTexts } from "@tischservice/core";
import { Badge, cn, Tooltip, TooltipContent, TooltipTrigger } from "@tischservice/ui";
import { FlaskConical } from "lucide-react";

/** The "Demo-Daten" mark that explains itself in a tooltip on hover and keyboard focus (its own chunk). */
export function DemoBadgeWithHint({ className }: { className?: string }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Badge variant="warning" tabIndex={0} className={cn("focus-ring cursor-help", className)}>
          <FlaskConical aria-hidden="true" />
          {signupTexts.demoBadge}
        </Badge>
      </TooltipTrigger>
      <TooltipContent>{demoDataTexts.badgeHint}</TooltipContent>
    </Tooltip>
  );
}
