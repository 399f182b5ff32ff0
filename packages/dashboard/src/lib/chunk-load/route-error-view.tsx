import type { ErrorComponentProps } from "@tanstack/react-router";
import { chunkLoadTexts } from "@tischservice/core";
import { Banner, Button } from "@tischservice/ui";
import { RotateCw } from "lucide-react";
import { ChunkLoadError } from "./load-chunk.ts";

export interface RouteErrorViewProps extends Pick<ErrorComponentProps, "error"> {
  /** Loads the page again; the browser's reload unless a test passes its own. */
  onReload?: () => void;
}

function describe(error: unknown): string {
  if (error instanceof ChunkLoadError) {
    return error.failure === "timeout" ? chunkLoadTexts.timeout : chunkLoadTexts.failed;
  }
  return chunkLoadTexts.unexpected;
}

/** The router's error view: a German message and "Neu laden" (stalled or failed chunks, other errors). */
export function RouteErrorView({ error, onReload = () => window.location.reload() }: RouteErrorViewProps) {
  return (
    <div className="mx-auto grid max-w-lg gap-3 p-6">
      <Banner tone="error" title={chunkLoadTexts.title}>
        {describe(error)}
      </Banner>
      <Button className="w-fit" onClick={onReload}>
        <RotateCw aria-hidden="true" />
        {chunkLoadTexts.reload}
      </Button>
    </div>
  );
}
