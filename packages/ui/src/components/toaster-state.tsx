import { ERROR_MESSAGE_DISPLAY_MS, VALIDATION_MESSAGE_DISPLAY_MS } from "@tischservice/core/rules";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";

export type ToastTone = "info" | "success" | "validation" | "error";

/** How long a toast stays: 3 s for validation messages (and successes), 5 s for errors (and notices). */
export const toastDurations: Record<ToastTone, number> = {
  validation: VALIDATION_MESSAGE_DISPLAY_MS,
  error: ERROR_MESSAGE_DISPLAY_MS,
  success: VALIDATION_MESSAGE_DISPLAY_MS,
  info: ERROR_MESSAGE_DISPLAY_MS,
};

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  tone?: ToastTone;
  /** Milliseconds; defaults to the tone's duration. */
  duration?: number;
}

/** A toast the host holds: open while shown, closed while it animates out. */
export interface ToastEntry extends ToastOptions {
  id: number;
  open: boolean;
}

/** What a toast list shows, and how it closes a toast and forgets one that has animated out. */
export interface ToastListProps {
  toasts: readonly ToastEntry[];
  dismiss: (id: number) => void;
  remove: (id: number) => void;
  /**
   * The word a screen reader says before each toast's text (Radix's toast label, "Benachrichtigungen" by
   * default). The region itself keeps its own name, "Benachrichtigungen (F8)".
   */
  label?: string;
}

interface ToasterContextValue {
  toast: (options: ToastOptions) => number;
  dismiss: (id: number) => void;
}

const ToasterContext = createContext<ToasterContextValue | null>(null);

/** `toast({ title, tone })` from anywhere below a Toaster; replaces `window.alert`. */
export function useToast(): ToasterContextValue {
  const context = useContext(ToasterContext);
  if (!context) throw new Error("useToast() needs a <Toaster> above it.");
  return context;
}

let nextId = 1;

/**
 * Holds the toasts for `useToast()` below it and leaves showing them to `renderToasts` (the `ToastList`,
 * loaded with the page by `Toaster`, or on demand by an app that keeps Radix off its first load).
 */
export function ToasterHost({
  children,
  renderToasts,
}: {
  children?: ReactNode;
  renderToasts: (list: ToastListProps) => ReactNode;
}) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.map((t) => (t.id === id ? { ...t, open: false } : t)));
  }, []);
  const remove = useCallback((id: number) => {
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);
  const toast = useCallback((options: ToastOptions) => {
    const id = nextId++;
    setToasts((list) => [...list, { ...options, id, open: true }]);
    return id;
  }, []);
  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  return (
    <ToasterContext.Provider value={value}>
      {children}
      {renderToasts({ toasts, dismiss, remove })}
    </ToasterContext.Provider>
  );
}
