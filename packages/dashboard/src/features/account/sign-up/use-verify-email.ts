import { useMutation } from "@tanstack/react-query";
import { verificationTokenSchema } from "@tischservice/core";
import { useCallback, useRef } from "react";
import { type VerifiedAccount, verifyEmail } from "../../../api/signup.ts";

export interface VerifyEmailHandlers {
  onVerified: (account: VerifiedAccount) => void;
  /** `password`: what this attempt sent (undefined for the plain link). */
  onFailed: (error: unknown, password: string | undefined) => void;
}

/**
 * The link's verification, sent only by `verify` (the visitor's click; mail scanners open links too) and
 * never twice at once: a click while one is on its way does nothing. `password` is sent when the link asks
 * for one.
 */
export function useVerifyEmail(token: string | undefined, handlers: VerifyEmailHandlers) {
  const parsed = verificationTokenSchema.safeParse(token);
  const validToken = parsed.success ? parsed.data : null;
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: (password: string | undefined) => verifyEmail(validToken ?? "", password),
    onSuccess: (account) => handlers.onVerified(account),
    onError: (error, password) => handlers.onFailed(error, password),
    onSettled: () => {
      inFlight.current = false;
    },
  });
  const { mutate } = mutation;
  const verify = useCallback(
    (password?: string) => {
      if (validToken === null || inFlight.current) return;
      inFlight.current = true;
      mutate(password);
    },
    [validToken, mutate],
  );
  return { validToken, mutation, verify };
}
