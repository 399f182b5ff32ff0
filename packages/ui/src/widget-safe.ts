/**
 * The widget-safe subset: no Radix and no other heavy dependency, works unchanged under `preact/compat`.
 * The booking widget imports only from here so that its bundle stays small.
 */
export { Banner, type BannerProps, bannerVariants } from "./components/banner.tsx";
export { Button, type ButtonProps, buttonVariants } from "./components/button.tsx";
export { FormField, type FormFieldProps, useFormFieldControl } from "./components/form-field.tsx";
export { Input, type InputProps, inputClassName } from "./components/input.tsx";
export { Spinner, type SpinnerProps, spinnerVariants } from "./components/spinner.tsx";
export { GuestCountPicker, type GuestCountPickerProps } from "./domain/guest-count-picker.tsx";
export { StatusBadge, type StatusBadgeProps, statusBadgeVariants } from "./domain/status-badge.tsx";
export { type TimeSlot, TimeSlotGrid, type TimeSlotGridProps } from "./domain/time-slot-grid.tsx";
export { cx } from "./lib/cx.ts";
