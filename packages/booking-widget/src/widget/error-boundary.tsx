import { Component, type ReactNode } from "react";

interface Props {
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps a rendering error inside the widget: logged, a short message shown, the host page untouched. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error("[Tischservice]", error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
