import { type ReservationEvent, reservationHistoryTexts } from "@tischservice/core";
import { Banner, Button, Spinner } from "@tischservice/ui";
import { StatusHistoryList } from "./status-history-list.tsx";

/** "Verlauf": the entries, a spinner until they are there, or the error with "Erneut versuchen". */
export function StatusHistorySection({
  events,
  failed,
  timeZone,
  onRetry,
}: {
  events: ReservationEvent[] | undefined;
  failed: boolean;
  timeZone: string;
  onRetry: () => void;
}) {
  return (
    <section aria-labelledby="history-heading" className="grid gap-3">
      <h2 id="history-heading" className="text-lg font-semibold">
        {reservationHistoryTexts.title}
      </h2>
      {events ? (
        <StatusHistoryList events={events} timeZone={timeZone} />
      ) : failed ? (
        <Banner tone="error">
          <span className="flex flex-wrap items-center gap-3">
            {reservationHistoryTexts.loadFailed}
            <Button size="sm" variant="outline" onClick={onRetry}>
              {reservationHistoryTexts.retry}
            </Button>
          </span>
        </Banner>
      ) : (
        <Spinner label={reservationHistoryTexts.loading} />
      )}
    </section>
  );
}
