import type { UseQueryResult } from "@tanstack/react-query";
import { useRouterState } from "@tanstack/react-router";
import { ApiError, serverMessageOr } from "../../../api/http.ts";
import type { RequestListState } from "./request-list.tsx";

/** A refusal (4xx) is final; anything else is tried twice more. */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** A kind's list query as its section shows it: loading, the failure with a retry, or the requests. */
export function requestListState<T>(
  query: UseQueryResult<T[], unknown>,
  loadFailed: string,
): RequestListState<T> {
  if (query.isPending) return { status: "pending" };
  if (query.isError)
    return {
      status: "error",
      message: serverMessageOr(query.error, loadFailed),
      onRetry: () => void query.refetch(),
    };
  return { status: "success", items: query.data };
}

/** The page was opened at the section's anchor (the restaurant's mail and push link there). */
export function useTargeted(anchor: string): boolean {
  // useRouterState, not useLocation: the shell already ships it, so the first visit carries nothing new.
  const hash = useRouterState({ select: (state) => state.location.hash });
  return hash.replace(/^#/, "") === anchor;
}
