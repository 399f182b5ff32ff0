import { options, render } from "preact";
import type { ReactNode } from "react";

/** Input types whose `change` event is React's `onChange` as it is; any other input fires it on `input`. */
const changeTypes = /^(checkbox|radio|file)$/;

let installed = false;

/**
 * React's `onChange` on text inputs and textareas fires on every keystroke (the DOM's `input` event);
 * Preact's core listens to `change` (on blur). Renames the handler for those elements, as preact/compat
 * does, once per page.
 */
export function installReactEvents(): void {
  if (installed) return;
  installed = true;
  const previous = options.vnode;
  options.vnode = (vnode) => {
    const props = vnode.props as { onChange?: unknown; onInput?: unknown; type?: string };
    if (
      props.onChange &&
      (vnode.type === "textarea" || (vnode.type === "input" && !changeTypes.test(props.type ?? "")))
    ) {
      props.onInput = props.onChange;
      props.onChange = undefined;
    }
    previous?.(vnode);
  };
}

export interface Root {
  render: (children: ReactNode) => void;
  unmount: () => void;
}

/** react-dom/client's `createRoot` on Preact's `render` (aliased by alias.ts in widget.js and in ui's lean tests). */
export function createRoot(container: HTMLElement): Root {
  installReactEvents();
  return {
    // biome-ignore lint/suspicious/noExplicitAny: React's node type stands for Preact's here
    render: (children) => render(children as any, container),
    unmount: () => render(null, container),
  };
}
