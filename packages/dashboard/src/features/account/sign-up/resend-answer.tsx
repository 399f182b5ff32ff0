import { Banner } from "@tischservice/ui";
import type { ResendAnswer } from "./use-resend-verification.ts";

/** The resend's answer as a banner: green when sent, red when refused (429) or offline. */
export function ResendAnswerBanner({ answer }: { answer: ResendAnswer | null }) {
  if (!answer) return null;
  return <Banner tone={answer.tone}>{answer.message}</Banner>;
}
