import { type ReactNode, useId } from "react";

export interface StatisticsSectionProps {
  heading: string;
  children: ReactNode;
}

/** One part of the statistics page under its own heading, which also names the part for screen readers. */
export function StatisticsSection({ heading, children }: StatisticsSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {heading}
      </h2>
      {children}
    </section>
  );
}
