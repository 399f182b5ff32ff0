import { ERROR_MESSAGE_DISPLAY_MS, VALIDATION_MESSAGE_DISPLAY_MS } from "@tischservice/core/rules";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast.tsx";

export type ToastTone = "info" | "success" | "validation" | "error";

/** The spec's display times: 3 s for validation messages, 5 s for errors. */
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

interface ToastEntry extends ToastOptions {
  id: number;
  open: boolean;
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

/** Holds the toasts and shows them; wrap the app once. Toasts pause while hovered or focused. */
export function Toaster({ children, label }: { children?: ReactNode; label?: string }) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.map((t) => (t.id === id ? { ...t, open: false } : t)));
  }, []);
  const toast = useCallback((options: ToastOptions) => {
    const id = nextId++;
    setToasts((list) => [...list, { ...options, id, open: true }]);
    return id;
  }, []);
  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  return (
    <ToasterContext.Provider value={value}>
      <ToastProvider {...(label ? { label } : {})}>
        {children}
        {toasts.map(({ id, open, title, description, tone = "info", duration }) => (
          <Toast
            key={id}
            tone={tone}
            open={open}
            duration={duration ?? toastDurations[tone]}
            onOpenChange={(next) => {
              if (!next) dismiss(id);
            }}
            onAnimationEnd={() => {
              if (!open) setToasts((list) => list.filter((t) => t.id !== id));
            }}
          >
            <div className="grid gap-1">
              <ToastTitle>{title}</ToastTitle>
              {description ? <ToastDescription>{description}</ToastDescription> : null}
            </div>
            <ToastClose />
          </Toast>
        ))}
        <ToastViewport />
      </ToastProvider>
    </ToasterContext.Provider>
  );
}
