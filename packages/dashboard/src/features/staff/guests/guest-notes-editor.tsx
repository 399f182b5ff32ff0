import { type GuestProfileUpdateRequest, guestProfileTexts } from "@tischservice/core";
import { Banner, FormField, Textarea } from "@tischservice/ui";
import { useState } from "react";
import { GuestTagsEditor } from "./guest-tags-editor.tsx";

export interface GuestNotesEditorProps {
  note: string;
  staffTags: readonly string[];
  /** Saves at once; rejects when the server refused, and the tags go back to the saved ones. */
  onSave: (update: GuestProfileUpdateRequest) => Promise<unknown>;
  /** The server's German reason for the last refused save, or null. */
  error: string | null;
  disabled?: boolean;
}

/** The staff's note (saved when the field is left) and tags (saved with each change). */
export function GuestNotesEditor({
  note,
  staffTags,
  onSave,
  error,
  disabled = false,
}: GuestNotesEditorProps) {
  const [draft, setDraft] = useState(note);
  const [tags, setTags] = useState<string[]>([...staffTags]);
  // A newer saved version (this save's answer, or another device's through the live event) replaces the input.
  const saved = `${note}\n${staffTags.join("\n")}`;
  const [shown, setShown] = useState(saved);
  if (shown !== saved) {
    setShown(saved);
    setDraft(note);
    setTags([...staffTags]);
  }
  const save = (nextNote: string, nextTags: string[]) =>
    onSave({ note: nextNote, tags: nextTags }).catch(() => setTags([...staffTags]));

  return (
    <section className="grid gap-4 rounded-lg border border-border bg-card p-4">
      <FormField label={guestProfileTexts.note}>
        <Textarea
          rows={3}
          value={draft}
          placeholder={guestProfileTexts.notePlaceholder}
          readOnly={disabled}
          aria-disabled={disabled || undefined}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => {
            if (draft.trim() !== note.trim()) void save(draft, tags);
          }}
        />
      </FormField>
      <GuestTagsEditor
        tags={tags}
        disabled={disabled}
        onChange={(next) => {
          setTags(next);
          void save(draft, next);
        }}
      />
      {error ? <Banner tone="error">{error}</Banner> : null}
    </section>
  );
}
