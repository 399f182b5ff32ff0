import { demoDataTexts, signupTexts } from "@tischservice/core";
import { Badge, cn, Tooltip, TooltipContent, TooltipTrigger } from "@tischservice/ui";
import { FlaskConical } from "lucide-react";

/**
 * The discreet "Demo-Daten" mark for a demo account or restaurant; hovering or focusing it explains that
 * the data are samples.
 */
export function DemoBadge({ className }: { className?: string }) {
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
