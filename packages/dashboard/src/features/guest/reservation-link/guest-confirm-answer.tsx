import { type ReservationGuestCatalogue, reservationGuestTexts } from "@tischservice/core";
import { Banner, Button } from "@tischservice/ui";
import { useRef, useState } from "react";
import { ApiError } from "../../../api/http.ts";

type AnswerState =
  | { kind: "asking" }
  | { kind: "sending" }
  | { kind: "confirmed" }
  | { kind: "refused"; reason: string }
  | { kind: "failed" };

/**
 * The reminder's "Ich komme wie geplant" landing: the guest's confirmation is sent when they click the button
 * (never on load: mail scanners open links too), once however fast the clicks come, and the page says so in
 * the booking's language; a refusal (cancelled, already begun) shows the server's German reason (or, in
 * English, the page's own), a failure offers a retry.
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
  const [state, setState] = useState<AnswerState>({ kind: "asking" });
  const inFlight = useRef(false);
  const send = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
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
    } finally {
      inFlight.current = false;
    }
  };
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
  return (
    <Button
      size="lg"
      className="w-fit"
      loading={state.kind === "sending"}
      loadingText={texts.confirming}
      onClick={() => void send()}
    >
      {texts.button}
    </Button>
  );
}
