import css from "./widget.css?inline";

/** The compiled CSS (sizes in px: the host page's root font size cannot resize the widget). */
export const widgetCss: string = css;

let shared: CSSStyleSheet | undefined;

/**
 * Adopts the widget's styles into a shadow root: one constructed stylesheet shared by every widget on the
 * page, which a host's strict `style-src` CSP does not block (a `<style>` element would be).
 */
export function adoptWidgetStyles(root: ShadowRoot): void {
  if (!shared) {
    shared = new CSSStyleSheet();
    shared.replaceSync(widgetCss);
  }
  if (!root.adoptedStyleSheets.includes(shared))
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, shared];
}
