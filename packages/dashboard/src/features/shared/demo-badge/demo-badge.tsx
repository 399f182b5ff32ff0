import { demoDataTexts, signupTexts } from "@tischservice/core";
import { Badge } from "@tischservice/ui";
import { FlaskConical } from "lucide-react";
import { lazy, Suspense } from "react";

/** The tooltip (Radix with its positioning engine, about 12 kB gzip) loads after the shell's first paint. */
const DemoBadgeWithHint = lazy(() =>
  import("./demo-badge-with-hint.tsx").then((m) => ({ default: m.DemoBadgeWithHint })),
);

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
  const plain = (
    <Badge variant="warning" title={demoDataTexts.badgeHint} className={className}>
      <FlaskConical aria-hidden="true" />
      {signupTexts.demoBadge}
    </Badge>
  );
  if (!withHint) return plain;
  return (
    <Suspense fallback={plain}>
      <DemoBadgeWithHint className={className} />
    </Suspense>
  );
}
