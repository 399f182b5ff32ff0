import { registerTexts } from "@tischservice/core";
import { type CSSProperties, useId } from "react";

/** Inline, not a utility class: the field must stay hidden even when the style sheet fails to load. */
const hidden: CSSProperties = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clipPath: "inset(50%)",
  whiteSpace: "nowrap",
};

export interface HoneypotFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * The `website` trap for form-filling bots: clipped to nothing, out of the tab order and hidden from assistive
 * technology, so people never fill it; the API stores nothing when it is filled.
 */
export function HoneypotField({ value, onChange }: HoneypotFieldProps) {
  const id = useId();
  return (
    <div aria-hidden="true" data-slot="honeypot" style={hidden}>
      <label htmlFor={id}>{registerTexts.honeypotLabel}</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
