import { demoDataTexts, signupTexts } from "@tischservice/core";
import { Badge, cn, Tooltip, TooltipContent, TooltipTrigger } from "@tischservice/ui";
import { FlaskConical } from "lucide-react";

export interface DemoBadgeProps {
  className?: string;
  /**
   * Explains itself in a tooltip on hover and keyboard focus (the headers). In long lists, where each row
   * would add a tab stop, `false` leaves the plain mark with the explanation as its title.
   */
  withHint?: boolean;
}

/** The discreet "Demo-Daten" mark for a demo account or restaurant, explaining that the data are samples. */
export function DemoBadge({ className, withHint = true }: DemoBadgeProps) {
  if (!withHint) {
    return (
      <Badge variant="warning" title={demoDataTexts.badgeHint} className={className}>
        <FlaskConical aria-hidden="true" />
        {signupTexts.demoBadge}
      </Badge>
    );
  }
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
