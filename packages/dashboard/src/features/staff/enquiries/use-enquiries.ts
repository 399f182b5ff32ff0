import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  DASHBOARD_REFRESH_INTERVAL_MS,
  type Enquiry,
  type EnquiryAnswerRequest,
  enquiryTexts,
} from "@tischservice/core";
import { useToast } from "@tischservice/ui";
import { queryKeys } from "../../../api/query-keys.ts";
import { answerEnquiry, enquiriesQueryOptions } from "../../../api/staff-enquiries.ts";
import { usePollInterval } from "../live/live-status.tsx";
import { useGastro } from "../restaurant-context/restaurant-context.tsx";
import { retryUnlessRefused } from "../table-requests/use-requests.ts";

/**
 * The restaurant's enquiries under `['enquiries', restaurantId]`, which the live event `enquiries`
 * invalidates; polled only while the event stream is down.
 */
export function useEnquiries() {
  const { restaurantId } = useGastro();
  return useQuery({
    ...enquiriesQueryOptions(restaurantId),
    refetchInterval: usePollInterval(DASHBOARD_REFRESH_INTERVAL_MS),
    retry: retryUnlessRefused,
  });
}

interface Answer {
  id: string;
  answer: EnquiryAnswerRequest;
}

/**
 * Accepts or declines an enquiry. On success the answered enquiry replaces the open one at once, the
 * server's message is toasted and `onDone` closes the dialog; enquiries and reservations are re-read (an
 * accept made a reservation). A refusal stays with the mutation (the dialog shows it) and the list is
 * re-read, since another device may have answered first.
 */
export function useAnswerEnquiry(onDone: () => void) {
  const { restaurantId } = useGastro();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const key = queryKeys.enquiries(restaurantId);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: queryKeys.reservations(restaurantId) });
  };
  return useMutation({
    mutationFn: ({ id, answer }: Answer) => answerEnquiry(id, answer),
    onSuccess: ({ enquiry, message }, { answer }) => {
      queryClient.setQueryData<Enquiry[]>(key, (list) =>
        list?.map((entry) => (entry._id === enquiry._id ? enquiry : entry)),
      );
      const fallback = answer.status === "accepted" ? enquiryTexts.accepted : enquiryTexts.declined;
      toast({ title: message ?? fallback, tone: "success" });
      refresh();
      onDone();
    },
    onError: refresh,
  });
}
