import { LOCAL_TEST_NOTIFICATION_COUNT, localTestProgress, pushTestTexts } from "@tischservice/core";
import { Banner, Button, Card, CardContent, CardHeader, CardTitle } from "@tischservice/ui";
import { BellPlus, Square } from "lucide-react";
import type { LocalTestState } from "./use-local-test-notifications.ts";

export interface LocalTestCardProps {
  state: LocalTestState;
  onStart: () => void;
  onCancel: () => void;
}

function StateLine({ state }: { state: LocalTestState }) {
  switch (state.kind) {
    case "running":
      return (
        <p className="m-0 text-sm font-medium" aria-live="polite">
          {localTestProgress(state.shown, LOCAL_TEST_NOTIFICATION_COUNT, state.nextTime)}
        </p>
      );
    case "done":
      return <Banner tone="success">{pushTestTexts.localDone}</Banner>;
    case "denied":
      return <Banner tone="error">{pushTestTexts.localUnavailable}</Banner>;
    case "error":
      return <Banner tone="error">{pushTestTexts.localError}</Banner>;
    case "unsupported":
      return <Banner tone="warning">{pushTestTexts.localUnsupported}</Banner>;
    default:
      return null;
  }
}

/** The 5 recurring local test notifications, 1 minute apart: start, progress, cancel. */
export function LocalTestCard({ state, onStart, onCancel }: LocalTestCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{pushTestTexts.localTitle}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="m-0 text-sm text-muted-foreground">{pushTestTexts.localIntro}</p>
        <StateLine state={state} />
        {state.kind === "running" ? (
          <Button variant="outline" className="w-fit" onClick={onCancel}>
            <Square aria-hidden="true" />
            {pushTestTexts.localCancel}
          </Button>
        ) : (
          <Button className="w-fit" onClick={onStart} disabled={state.kind === "unsupported"}>
            <BellPlus aria-hidden="true" />
            {pushTestTexts.localStart}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
