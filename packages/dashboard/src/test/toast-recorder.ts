/**
 * Records every toast text that appears from now on, whether its toast is still open or has closed
 * meanwhile (toasts close after a few seconds, so "is it on screen now" cannot tell whether one was
 * shown). One entry per toast shown: a toast shown twice is listed twice. `part` picks the toast's
 * description (default) or its title.
 */
export function recordToasts(part: "toast-description" | "toast-title" = "toast-description"): {
  texts: () => string[];
  stop: () => void;
} {
  const seen = new Map<Element, string>();
  const collect = () => {
    for (const element of document.querySelectorAll(`[data-slot="${part}"]`)) {
      if (!seen.has(element)) seen.set(element, element.textContent ?? "");
    }
  };
  const observer = new MutationObserver(collect);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return {
    texts: () => {
      collect();
      return [...seen.values()];
    },
    stop: () => observer.disconnect(),
  };
}
