import { Banner } from "@tischservice/ui";
import type { OrderSubmitMessage } from "./use-order-submit.ts";

/** The progress, success or error line under an order form (a live region, so it is announced). */
export function OrderSubmitMessageBanner({ message }: { message: OrderSubmitMessage | null }) {
  return <div aria-live="polite">{message ? <Banner tone={message.tone}>{message.text}</Banner> : null}</div>;
}
