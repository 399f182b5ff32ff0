import { guestPresetTags, guestProfileTexts } from "@tischservice/core";
import { Badge, Button, cn, IconButton, Input } from "@tischservice/ui";
import { X } from "lucide-react";
import { useId, useState } from "react";

export interface GuestTagsEditorProps {
  /** The staff's tags as shown (presets and own ones). */
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  disabled?: boolean;
}

const isPreset = (tag: string) =>
  guestPresetTags.some((preset) => preset.toLowerCase() === tag.toLowerCase());

/**
 * The presets as toggle buttons, the own tags with a remove button, and a field to add one. While
 * `disabled` (a save runs) the controls say so and ignore input but keep the keyboard focus.
 */
export function GuestTagsEditor({ tags, onChange, disabled = false }: GuestTagsEditorProps) {
  const [draft, setDraft] = useState("");
  const inputId = useId();
  const ownTags = tags.filter((tag) => !isPreset(tag));
  const change = (next: string[]) => {
    if (!disabled) onChange(next);
  };
  const toggle = (preset: string) =>
    change(tags.includes(preset) ? tags.filter((tag) => tag !== preset) : [...tags, preset]);
  const add = () => {
    const tag = draft.trim();
    if (tag === "" || disabled) return;
    onChange([...tags, tag]);
    setDraft("");
  };

  return (
    <fieldset className="m-0 grid gap-3 border-0 p-0" aria-disabled={disabled || undefined}>
      <legend className="mb-1 text-sm font-medium">{guestProfileTexts.tags}</legend>
      <div className="flex flex-wrap gap-2">
        {guestPresetTags.map((preset) => {
          const on = tags.includes(preset);
          return (
            <button
              key={preset}
              type="button"
              aria-pressed={on}
              aria-disabled={disabled || undefined}
              onClick={() => toggle(preset)}
              className={cn(
                "focus-ring h-9 cursor-pointer rounded-full border px-3 text-sm font-medium aria-disabled:cursor-not-allowed aria-disabled:opacity-60",
                on
                  ? "border-primary bg-primary text-primary-foreground"
                  : "border-border bg-card text-foreground",
              )}
            >
              {preset}
            </button>
          );
        })}
      </div>
      {ownTags.length > 0 ? (
        <ul className="m-0 flex list-none flex-wrap gap-2 p-0">
          {ownTags.map((tag) => (
            <li key={tag}>
              <Badge variant="outline" className="gap-1 pe-0.5">
                {tag}
                <IconButton
                  label={guestProfileTexts.removeTag(tag)}
                  icon={<X />}
                  size="icon-sm"
                  className="size-6"
                  aria-disabled={disabled || undefined}
                  onClick={() => change(tags.filter((other) => other !== tag))}
                />
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-48 flex-1 gap-1.5">
          <label htmlFor={inputId} className="text-sm font-medium">
            {guestProfileTexts.ownTag}
          </label>
          <Input
            id={inputId}
            value={draft}
            readOnly={disabled}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                add();
              }
            }}
          />
        </div>
        <Button
          type="button"
          variant="outline"
          aria-disabled={disabled || draft.trim() === "" || undefined}
          onClick={add}
        >
          {guestProfileTexts.addTag}
        </Button>
      </div>
    </fieldset>
  );
}
