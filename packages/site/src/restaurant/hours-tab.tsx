import { hasOpeningHours, weeklyHours } from "@tischservice/core/rules";
import type { OpeningHours } from "@tischservice/core/schemas";
import { restaurantDetailTexts, weekdayNames } from "@tischservice/core/texts";
import { EmptyState, Spinner } from "@tischservice/ui";
import type { AsyncState } from "./use-async-data.ts";

/** Zeiten: Monday to Sunday with their times or "Geschlossen"; "Keine Öffnungszeiten verfügbar" without any. */
export function HoursTab({ hours }: { hours: AsyncState<OpeningHours | null> }) {
  if (hours.status !== "done") return <Spinner />;
  if (!hasOpeningHours(hours.data)) return <EmptyState title={restaurantDetailTexts.noOpeningHours} />;
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{restaurantDetailTexts.tabHours}</caption>
      <tbody>
        {weeklyHours(hours.data).map(({ day, periods }) => (
          <tr key={day} className="border-b border-border last:border-b-0">
            <th scope="row" className="py-2 pe-4 text-start font-medium">
              {weekdayNames[day]}
            </th>
            <td className="py-2 text-end tabular-nums">
              {periods.length === 0 ? (
                <span className="text-muted-foreground">{restaurantDetailTexts.closed}</span>
              ) : (
                periods.map((period) => `${period.start} – ${period.end}`).join(", ")
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
