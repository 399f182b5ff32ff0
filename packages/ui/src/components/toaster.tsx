import type { ReactNode } from "react";
import { ToastList } from "./toast-list.tsx";
import { ToasterHost } from "./toaster-state.tsx";

export {
  type ToastEntry,
  type ToastListProps,
  type ToastOptions,
  type ToastTone,
  toastDurations,
  useToast,
} from "./toaster-state.tsx";

/** Holds the toasts and shows them; wrap the app once. Toasts pause while hovered or focused. */
export function Toaster({ children, label }: { children?: ReactNode; label?: string }) {
  return (
    <ToasterHost renderToasts={(list) => <ToastList {...list} {...(label ? { label } : {})} />}>
      {children}
    </ToasterHost>
  );
}
