import type { Decorator } from "@storybook/react-vite";
import { type ReactNode, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { within } from "storybook/test";
import { prepareShadow } from "../widget/mount.tsx";

/** Stories only: renders children into a shadow root with the widget's own styles, as widget.js does. */
export function ShadowPreview({ children, lang = "de" }: { children: ReactNode; lang?: string }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (hostRef.current) setRoot(prepareShadow(hostRef.current).root);
  }, []);
  useLayoutEffect(() => {
    if (root) root.lang = lang;
  }, [root, lang]);
  return (
    <div ref={hostRef} style={{ width: "min(100vw - 32px, 520px)" }}>
      {root ? createPortal(children, root) : null}
    </div>
  );
}

/** The widget's stories' decorator: each story in a ShadowPreview, in the story's `parameters.lang`. */
export const inShadowPreview: Decorator = (Story, { parameters }) => (
  <ShadowPreview lang={parameters.lang}>
    <Story />
  </ShadowPreview>
);

/** Queries within the shadow root a story renders into (ShadowPreview), for the play functions. */
export function shadowScreen(canvasElement: HTMLElement) {
  return within(
    Array.from(canvasElement.querySelectorAll("div")).find((element) => element.shadowRoot)
      ?.shadowRoot as unknown as HTMLElement,
  );
}
