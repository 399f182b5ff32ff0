import { ToasterHost, type ToastListProps } from "@tischservice/ui";
import { type ComponentType, type ReactNode, useCallback, useEffect, useState } from "react";
import { loadChunk } from "../chunk-load/load-chunk.ts";
import { useIdlePreload } from "../use-idle-preload.ts";

type ToastListComponent = ComponentType<ToastListProps>;

let loadedList: ToastListComponent | null = null;

function loadToastList(): Promise<ToastListComponent> {
  return loadChunk(() => import("./toast-list.ts")).then(({ ToastList }) => {
    loadedList = ToastList;
    return ToastList;
  });
}

/**
 * Shows the toasts once their list (Radix Toast, about 6 kB gzip) has loaded: when the browser is idle
 * after the first paint, or at once when a toast comes earlier. A failed load is tried again with the
 * next toast; the toasts wait in the host meanwhile.
 */
function LazyToastList(props: ToastListProps) {
  const [List, setList] = useState<ToastListComponent | null>(() => loadedList);
  const load = useCallback(() => loadToastList().then((list) => setList(() => list)), []);
  useIdlePreload(load);
  const waiting = props.toasts.length;
  useEffect(() => {
    if (List || waiting === 0) return;
    load().catch(() => undefined);
  }, [List, waiting, load]);
  return List ? <List {...props} /> : null;
}

/** The dashboard's `Toaster`: the same toasts, without Radix Toast on the first visit's critical path. */
export function AppToaster({ children }: { children?: ReactNode }) {
  return <ToasterHost renderToasts={(list) => <LazyToastList {...list} />}>{children}</ToasterHost>;
}
