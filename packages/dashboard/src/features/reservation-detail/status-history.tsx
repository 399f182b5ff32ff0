import { formatDate, formatTime } from "@tischservice/core";
import { dashboardTexts } from "../../texts.ts";

/**
 * The reservation's history as far as the API reports it: when it was created and last changed. (The API
 * keeps no list of status changes yet; see the dashboard part 1 report.)
 */
export function StatusHistory({
  created,
  updated,
}: {
  created?: string | undefined;
  updated?: string | undefined;
}) {
  const stamp = (value: string) => `${formatDate(value)}, ${formatTime(value)}`;
  if (!created && !updated) return null;
  return (
    <section aria-labelledby="history-heading" className="grid gap-2">
      <h2 id="history-heading" className="text-lg font-semibold">
        {dashboardTexts.historyTitle}
      </h2>
      <ol className="m-0 grid list-none gap-1.5 border-s-2 border-border ps-4 text-sm">
        {created ? (
          <li>
            {dashboardTexts.historyCreated}: {stamp(created)}
          </li>
        ) : null}
        {updated && updated !== created ? (
          <li>
            {dashboardTexts.historyUpdated}: {stamp(updated)}
          </li>
        ) : null}
      </ol>
    </section>
  );
}
