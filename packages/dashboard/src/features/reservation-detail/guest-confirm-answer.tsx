import { type ReservationGuestCatalogue, reservationGuestTexts } from "@tischservice/core";
import { Banner, Button, Spinner } from "@tischservice/ui";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../../api/http.ts";

type AnswerState =
  | { kind: "sending" }
  | { kind: "confirmed" }
  | { kind: "refused"; reason: string }
  | { kind: "failed" };

/**
 * The reminder's "Ich komme wie geplant" landing: sends the guest's confirmation once when shown and says
 * so in the booking's language; a refusal (cancelled, already begun) shows the server's German reason (or,
 * in English, the page's own), a failure offers a retry.
 */
export function GuestConfirmAnswer({
  onConfirm,
  onConfirmed,
  texts = reservationGuestTexts.de.confirm,
  serverReasons = true,
}: {
  onConfirm: () => Promise<unknown>;
  /** After the answer was saved (e.g. to reload the reservation with its "Vom Gast bestätigt"). */
  onConfirmed?: () => void;
  /** The words in the booking's language. */
  texts?: ReservationGuestCatalogue["confirm"];
  /** Show the server's (German) reason of a refusal; false for a booking in another language. */
  serverReasons?: boolean;
}) {
  const [state, setState] = useState<AnswerState>({ kind: "sending" });
  const started = useRef(false);
  const send = useCallback(async () => {
    setState({ kind: "sending" });
    try {
      await onConfirm();
      setState({ kind: "confirmed" });
      onConfirmed?.();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        const reason = serverReasons ? error.serverMessage : null;
        setState({ kind: "refused", reason: reason ?? texts.notConfirmable });
      } else {
        setState({ kind: "failed" });
      }
    }
  }, [onConfirm, onConfirmed, serverReasons, texts]);
  useEffect(() => {
    // Once per page view (also under React's strict double effects).
    if (started.current) return;
    started.current = true;
    void send();
  }, [send]);
  if (state.kind === "confirmed") return <Banner tone="success">{texts.confirmed}</Banner>;
  if (state.kind === "refused") return <Banner tone="error">{state.reason}</Banner>;
  if (state.kind === "failed") {
    return (
      <div className="grid gap-3">
        <Banner tone="error">{texts.confirmFailed}</Banner>
        <Button variant="outline" className="w-fit" onClick={() => void send()}>
          {texts.confirmRetry}
        </Button>
      </div>
    );
  }
  return <Spinner label={texts.confirming} className="justify-start" />;
}
