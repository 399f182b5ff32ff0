import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type BookingLanguage, type WaitlistEntry, waitlistGuestTexts } from "@tischservice/core";
import { useState } from "react";
import {
  acceptWaitlistOffer,
  declineWaitlistOffer,
  fetchGuestWaitlistEntry,
  type GuestWaitlistEntry,
  guestWaitlistKey,
  leaveWaitlist,
  waitlistRefusalOf,
} from "../../../api/guest-waitlist.ts";
import { useDocumentLanguage } from "../../../lib/document-language.ts";
import {
  GuestRequestView,
  RequestLoadFailed,
  RequestNotFound,
} from "../table-request/guest-request-frame.tsx";
import { useGuestRequest } from "../table-request/use-guest-request.ts";
import { WaitlistGuestCard, type WaitlistGuestCardProps } from "./waitlist-guest-card.tsx";

// Before the entry (and its language) is known, the page speaks German like the rest of the dashboard.
const loadingTexts = waitlistGuestTexts.de;

/** The wrong or expired link, or an unknown entry. */
export function WaitlistNotFound() {
  return <RequestNotFound texts={loadingTexts} />;
}

/** No answer, or a server failure: the link may still be fine, so it offers to load again. */
export function WaitlistLoadFailed({ onRetry }: { onRetry: () => void }) {
  return <RequestLoadFailed texts={loadingTexts} onRetry={onRetry} />;
}

type Action = NonNullable<WaitlistGuestCardProps["busy"]>;

const send: Record<Action, (id: string, token: string) => Promise<WaitlistEntry>> = {
  accept: acceptWaitlistOffer,
  decline: declineWaitlistOffer,
  leave: leaveWaitlist,
};

/**
 * The guest's waitlist entry through the link in their mails (token, no sign-in), in the entry's language.
 * Actions answer the changed entry, which replaces the shown one; a refusal (the offer lapsed, the entry is
 * closed) is said in the guest's language and the entry is loaded again. It loads again whenever the tab
 * comes back into focus.
 */
export function WaitlistGuestView({ waitlistId, token }: { waitlistId: string; token: string }) {
  const queryClient = useQueryClient();
  const key = guestWaitlistKey(waitlistId, token);
  const [notice, setNotice] = useState<WaitlistGuestCardProps["notice"]>(null);
  const answer = useGuestRequest(key, () => fetchGuestWaitlistEntry(waitlistId, token));
  const language: BookingLanguage | null = answer.data?.entry.language ?? null;
  useDocumentLanguage(language);
  const act = useMutation({
    mutationFn: (action: Action) => send[action](waitlistId, token),
    onMutate: () => setNotice(null),
    onSuccess: (entry, action) => {
      queryClient.setQueryData<GuestWaitlistEntry>(key, (shown) => (shown ? { ...shown, entry } : shown));
      if (action === "decline")
        setNotice({ tone: "success", text: waitlistGuestTexts[entry.language].declined });
    },
    onError: (error) => {
      const texts = waitlistGuestTexts[language ?? "de"];
      const refusal = waitlistRefusalOf(error);
      setNotice({ tone: "error", text: refusal ? texts[refusal] : texts.actionFailed });
      if (refusal) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  return (
    <GuestRequestView
      answer={answer}
      notFound={<WaitlistNotFound />}
      loadFailed={(onRetry) => <WaitlistLoadFailed onRetry={onRetry} />}
    >
      {(data) => (
        <WaitlistGuestCard
          entry={data.entry}
          restaurantName={data.restaurantName}
          timeZone={data.timeZone}
          busy={act.isPending ? act.variables : null}
          notice={notice}
          onAccept={() => act.mutate("accept")}
          onDecline={() => act.mutate("decline")}
          onLeave={() => act.mutate("leave")}
        />
      )}
    </GuestRequestView>
  );
}
