import { useQueryClient } from "@tanstack/react-query";
import {
  type CreateOrderRequest,
  ordersTexts,
  SUCCESS_CLOSE_DELAY_MS,
  VALIDATION_MESSAGE_DISPLAY_MS,
} from "@tischservice/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../../../api/http.ts";
import { createOrder } from "../../../api/orders.ts";
import { queryKeys } from "../../../api/query-keys.ts";

export type OrderSubmitMessage = { tone: "info" | "success" | "error"; text: string };

export interface OrderSubmitOptions {
  restaurantId: string;
  /** How long an error stays: 3 s in a table's dialog, 5 s in the take-away dialog. */
  errorMs: number;
  /** The error text of a failed request. */
  errorText: (serverMessage: string | null) => string;
  /** Runs 2 s after success: clear the cart (and close the dialog). */
  onSuccessDone: () => void;
}

/**
 * Sending an order with fixed German messages: 'Bestellung wird übermittelt...', then 'Bestellung
 * erfolgreich aufgenommen!' and after 2 s the reset; validation texts clear after 3 s, errors after
 * `errorMs`. The orders query is invalidated on success.
 */
export function useOrderSubmit({ restaurantId, errorMs, errorText, onSuccessDone }: OrderSubmitOptions) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<OrderSubmitMessage | null>(null);
  const [phase, setPhase] = useState<"idle" | "submitting" | "success">("idle");
  const timer = useRef<number | undefined>(undefined);
  const done = useRef(onSuccessDone);
  done.current = onSuccessDone;

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = useCallback((next: OrderSubmitMessage, clearAfterMs: number, then?: () => void) => {
    window.clearTimeout(timer.current);
    setMessage(next);
    timer.current = window.setTimeout(() => {
      setMessage(null);
      then?.();
    }, clearAfterMs);
  }, []);

  const reject = useCallback(
    (text: string) => show({ tone: "error", text }, VALIDATION_MESSAGE_DISPLAY_MS),
    [show],
  );

  const submit = useCallback(
    async (order: CreateOrderRequest) => {
      window.clearTimeout(timer.current);
      setPhase("submitting");
      setMessage({ tone: "info", text: ordersTexts.submitting });
      try {
        await createOrder(order);
        void queryClient.invalidateQueries({ queryKey: queryKeys.orders(restaurantId) });
        setPhase("success");
        show({ tone: "success", text: ordersTexts.submitSuccess }, SUCCESS_CLOSE_DELAY_MS, () => {
          setPhase("idle");
          done.current();
        });
      } catch (error) {
        setPhase("idle");
        const serverMessage = error instanceof ApiError ? error.serverMessage : null;
        show({ tone: "error", text: errorText(serverMessage) }, errorMs);
      }
    },
    [queryClient, restaurantId, show, errorMs, errorText],
  );

  return { message, phase, busy: phase !== "idle", submit, reject };
}
