import { adminTexts } from "@tischservice/core";
import { Banner, Button, Spinner } from "@tischservice/ui";
import type { ReactNode } from "react";

export interface LoadStateProps {
  loading: boolean;
  error: boolean;
  onRetry?: () => void;
  children: ReactNode;
}

/** A panel's loading spinner or its load error with "Erneut versuchen"; otherwise its content. */
export function LoadState({ loading, error, onRetry, children }: LoadStateProps) {
  if (loading) return <Spinner className="justify-center py-8" />;
  if (error) {
    return (
      <Banner tone="error" title={adminTexts.loadError}>
        {onRetry ? (
          <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
            {adminTexts.retry}
          </Button>
        ) : null}
      </Banner>
    );
  }
  return <>{children}</>;
}
