import { GastroLayout } from "../shell/gastro-layout.tsx";
import { StaffReservationView } from "./staff-reservation-view.tsx";

/**
 * The staff's page of one reservation inside the dashboard's shell (sidebar or bottom bar, counters, the
 * live stream), behind the same session gate as every tab.
 */
export function StaffReservationPage({ reservationId }: { reservationId: string }) {
  return (
    <GastroLayout>
      <div className="mx-auto grid w-full max-w-3xl content-start">
        <StaffReservationView reservationId={reservationId} />
      </div>
    </GastroLayout>
  );
}
