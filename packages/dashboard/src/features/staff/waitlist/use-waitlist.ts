import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  DASHBOARD_REFRESH_INTERVAL_MS,
  type WaitlistEntry,
  type WaitlistOfferRequest,
  waitlistStaffTexts,
  waitlistTexts,
} from "@tischservice/core";
import { useToast } from "@tischservice/ui";
import { serverMessageOr } from "../../../api/http.ts";
import {
  offerWaitlistTable,
  removeWaitlistEntry,
  waitlistDayKey,
  waitlistDayQueryOptions,
} from "../../../api/staff-waitlist.ts";
import { usePollInterval } from "../live/live-status.tsx";
import { useGastro } from "../restaurant-context/restaurant-context.tsx";
import { retryUnlessRefused } from "../table-requests/use-requests.ts";

/** The waitlist of `date` (`YYYY-MM-DD`); polled only while the event stream is down. */
export function useWaitlist(date: string) {
  const { restaurantId } = useGastro();
  return useQuery({
    ...waitlistDayQueryOptions(restaurantId, date),
    refetchInterval: usePollInterval(DASHBOARD_REFRESH_INTERVAL_MS),
    retry: retryUnlessRefused,
  });
}

/** Puts the server's answer in place of the entry at once, then re-reads the waitlist and the slots. */
function useSettle() {
  const { restaurantId } = useGastro();
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ["waitlist", restaurantId] });
    // A hold taken or released changes which times guests can book.
    void queryClient.invalidateQueries({ queryKey: ["time-slots", restaurantId] });
  };
  const replace = (entry: WaitlistEntry) => {
    queryClient.setQueryData<WaitlistEntry[]>(waitlistDayKey(restaurantId, entry.date), (list) =>
      list?.map((other) => (other._id === entry._id ? entry : other)),
    );
    refresh();
  };
  return { replace, refresh };
}

interface Offer {
  id: string;
  offer: WaitlistOfferRequest;
}

/**
 * "Tisch anbieten": on success the entry shows its open offer at once, the server's message is toasted and
 * `onDone` closes the dialog. A refusal stays with the mutation (the dialog shows it) and the list is
 * re-read, since the waitlist may have offered a table itself meanwhile.
 */
export function useOfferWaitlistTable(onDone: () => void) {
  const { replace, refresh } = useSettle();
  const { toast } = useToast();
  return useMutation({
    mutationFn: ({ id, offer }: Offer) => offerWaitlistTable(id, offer),
    onSuccess: ({ entry, message }) => {
      toast({ title: message ?? waitlistTexts.offered, tone: "success" });
      replace(entry);
      onDone();
    },
    onError: refresh,
  });
}

/** "Entfernen" (after the confirmation): the server's message as a toast, its refusal as an error toast. */
export function useRemoveWaitlistEntry() {
  const { replace, refresh } = useSettle();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (id: string) => removeWaitlistEntry(id),
    onSuccess: ({ entry, message }) => {
      toast({ title: message ?? waitlistTexts.removed, tone: "success" });
      replace(entry);
    },
    onError: (error) => {
      toast({ title: serverMessageOr(error, waitlistStaffTexts.removeFailed), tone: "error" });
      refresh();
    },
  });
}
