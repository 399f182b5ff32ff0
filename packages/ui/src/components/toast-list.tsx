import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast.tsx";
import { type ToastListProps, toastDurations } from "./toaster-state.tsx";

/** Shows a `ToasterHost`'s toasts (Radix): they pause while hovered or focused, F8 moves focus there. */
export function ToastList({ toasts, dismiss, remove, label }: ToastListProps) {
  return (
    <ToastProvider {...(label ? { label } : {})}>
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
            if (!open) remove(id);
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
  );
}
