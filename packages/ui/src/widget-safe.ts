/**
 * The widget-safe subset: the controls the booking widget renders. Plain elements, no Radix, no icon or
 * variant library, and from `react` only hooks and `Component`, so they run unchanged under Preact as
 * widget.js ships it (preact/compat through `preactAlias`, src/preact-runtime/). Their looks use ui's
 * tokens and the utilities of `widget-safe.css`. A browser test renders them under that runtime and
 * `pnpm size` measures what they add to it.
 */
export { cx } from "./widget-safe/cx.ts";
export { GuestPicker, type GuestPickerProps, type GuestPickerTexts } from "./widget-safe/guest-picker.tsx";
export { Notice, type NoticeProps } from "./widget-safe/notice.tsx";
export { PlainButton, type PlainButtonProps } from "./widget-safe/plain-button.tsx";
export {
  type PlainSlot,
  SlotGrid,
  type SlotGridProps,
  type SlotGridTexts,
} from "./widget-safe/slot-grid.tsx";
export { plainInputClassName, TextField, type TextFieldProps } from "./widget-safe/text-field.tsx";
