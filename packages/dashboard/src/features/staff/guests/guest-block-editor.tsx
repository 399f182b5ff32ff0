import {
  GUEST_BLOCK_REASON_MAX_LENGTH,
  type GuestProfileUpdateRequest,
  guestBlockTexts,
} from "@tischservice/core";
import { Switch, Textarea } from "@tischservice/ui";
import { useId, useState } from "react";

export interface GuestBlockEditorProps {
  blocked: boolean;
  reason: string;
  /** When the block was set, formatted for the reader ('12.05.2026'); null while not blocked. */
  since: string | null;
  /**
   * Saves the block (with the saved note and tags, which the PUT always carries); rejects when the server
   * refused, and the switch goes back to the saved state.
   */
  onSave: (update: Pick<GuestProfileUpdateRequest, "blocked" | "blockedReason">) => Promise<unknown>;
  disabled?: boolean;
}

/**
 * "Online-Reservierung sperren": the switch saves at once; the reason (optional, for the team) is saved when
 * the field is left while the guest is blocked, and is sent along when the switch is turned on.
 */
export function GuestBlockEditor({
  blocked,
  reason,
  since,
  onSave,
  disabled = false,
}: GuestBlockEditorProps) {
  const id = useId();
  const [checked, setChecked] = useState(blocked);
  const [draft, setDraft] = useState(reason);
  // A newer saved state (this save's answer, or another device's through the live event) replaces the input.
  const saved = `${blocked}\n${reason}`;
  const [shown, setShown] = useState(saved);
  if (shown !== saved) {
    setShown(saved);
    setChecked(blocked);
    setDraft(reason);
  }

  const toggle = (next: boolean) => {
    if (disabled) return;
    setChecked(next);
    onSave(next ? { blocked: true, blockedReason: draft } : { blocked: false }).catch(() =>
      setChecked(blocked),
    );
  };

  return (
    <section
      aria-labelledby={`${id}-label`}
      className="grid gap-3 rounded-lg border border-border bg-card p-4"
    >
      <div className="flex items-start justify-between gap-4">
        <div className="grid gap-0.5">
          <label id={`${id}-label`} htmlFor={`${id}-switch`} className="text-sm font-medium">
            {guestBlockTexts.switchLabel}
          </label>
          {since ? (
            <p className="m-0 text-sm text-muted-foreground">{guestBlockTexts.blockedSince(since)}</p>
          ) : null}
        </div>
        <Switch
          id={`${id}-switch`}
          checked={checked}
          aria-disabled={disabled || undefined}
          onCheckedChange={toggle}
        />
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-reason`} className="text-sm font-medium">
          {guestBlockTexts.reasonLabel}
        </label>
        <Textarea
          id={`${id}-reason`}
          rows={2}
          value={draft}
          maxLength={GUEST_BLOCK_REASON_MAX_LENGTH}
          placeholder={guestBlockTexts.reasonPlaceholder}
          aria-describedby={`${id}-reason-hint`}
          readOnly={disabled}
          aria-disabled={disabled || undefined}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => {
            if (checked && blocked && draft.trim() !== reason.trim()) {
              onSave({ blocked: true, blockedReason: draft }).catch(() => undefined);
            }
          }}
        />
        <p id={`${id}-reason-hint`} className="m-0 text-sm text-muted-foreground">
          {guestBlockTexts.reasonHint}
        </p>
      </div>
    </section>
  );
}
