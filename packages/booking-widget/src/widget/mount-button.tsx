import { DialogWidget } from "./dialog-widget.tsx";
import { type MountedWidget, renderInShadow } from "./mount.tsx";
import type { WidgetOptions } from "./options.ts";

/**
 * The button mode: the floating "Tisch reservieren" button that opens the booking flow in a dialog. A
 * module of its own: widget.js loads the dialog on demand (widget-entry.tsx), so nothing it starts with
 * may import it.
 */
export function mountButton(host: HTMLElement, options: WidgetOptions): MountedWidget {
  return renderInShadow(host, options, (next) => (
    <DialogWidget options={next} host={host} withButton openRequest={0} />
  ));
}
