import { useEffect, useState } from "react";

export type AsyncState<T> = { status: "idle" } | { status: "loading" } | { status: "done"; data: T };

/**
 * Runs `load` while `enabled` (once per `key`) and keeps the result. A failure gives `fallback`: the spec
 * treats failed loads in the modal as empty (section 8, "special hours give an empty list").
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
