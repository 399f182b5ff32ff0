// The toasts' Radix list on its own, so that `AppToaster` can load it apart from the first visit's chunks.
export { ToastList } from "@tischservice/ui";
