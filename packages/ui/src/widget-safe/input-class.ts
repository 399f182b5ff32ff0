/**
 * The look of ui's Input (its `inputClassName` without the file-button styles). A module of its own: the
 * guest picker needs it before the first slots, the text field only later (widget.js loads it on demand).
 */
export const plainInputClassName =
  "focus-ring flex h-10 w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-base lift-xs fade-colors placeholder:text-muted-foreground aria-invalid:border-destructive aria-invalid:error-ring md:text-sm";
