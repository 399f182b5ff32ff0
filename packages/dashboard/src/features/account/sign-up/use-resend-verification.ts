import { authTexts, registerTexts, signupTexts } from "@tischservice/core";
import { useCallback, useRef, useState } from "react";
import { ApiError } from "../../../api/http.ts";
import { resendVerification } from "../../../api/signup.ts";

export type ResendFn = (email: string) => Promise<string>;

/** What the last resend answered: the server's message (a 429 too) or the connection error. */
export interface ResendAnswer {
  tone: "success" | "error";
  message: string;
}

/** "Bestätigungslink erneut senden": one request at a time, however fast the clicks come. */
export function useResendVerification(resend: ResendFn = resendVerification) {
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<ResendAnswer | null>(null);
  const inFlight = useRef(false);

  const send = useCallback(
    async (email: string) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setSending(true);
      setAnswer(null);
      try {
        const message = await resend(email);
        setAnswer({ tone: "success", message: message || signupTexts.resendSent });
      } catch (caught) {
        const message =
          caught instanceof ApiError
            ? (caught.serverMessage ?? registerTexts.resendFailed)
            : authTexts.connectionError;
        setAnswer({ tone: "error", message });
      } finally {
        inFlight.current = false;
        setSending(false);
      }
    },
    [resend],
  );

  const clear = useCallback(() => setAnswer(null), []);

  return { send, sending, answer, clear };
}
