import { useEffect, useState } from "react";

export type AsyncState<T> = { status: "idle" } | { status: "loading" } | { status: "done"; data: T };

/**
 * Runs `load` while `enabled` (once per `key`) and keeps the result. A failure gives `fallback`: a load
 * that fails in the modal shows as empty, not as an error (docs/requirements.md#special-hours).
 */
export function useAsyncData<T>(key: string | null, enabled: boolean, load: () => Promise<T>, fallback: T) {
  const [state, setState] = useState<AsyncState<T> & { key?: string }>({ status: "idle" });
  const loaded = state.status !== "idle" && state.key === key;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads only when the key or enabled changes.
  useEffect(() => {
    if (!enabled || key === null || loaded) return;
    let cancelled = false;
    setState({ status: "loading", key });
    load()
      .catch((error: unknown) => {
        console.warn(error);
        return fallback;
      })
      .then((data) => {
        if (!cancelled) setState({ status: "done", data, key });
      });
    return () => {
      cancelled = true;
    };
  }, [key, enabled]);
  if (state.key !== key) return { status: enabled && key !== null ? "loading" : "idle" } as AsyncState<T>;
  return state as AsyncState<T>;
}
