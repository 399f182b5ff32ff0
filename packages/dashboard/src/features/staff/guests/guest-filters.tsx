import { type GuestListSort, guestAutomaticTags, guestListTexts, guestPresetTags } from "@tischservice/core";
import { FormField } from "@tischservice/ui";
import { OptionSelect, type SelectOption } from "../../../lib/form-controls/option-select.tsx";
import { type SearchFilterProps, SearchInput } from "../../../lib/form-controls/search-input.tsx";
import { SegmentedToggle } from "../../../lib/form-controls/segmented-toggle.tsx";

/** The select's value for "Alle Tags": a tag is trimmed, so it is never a lone space. */
export const ALL_TAGS = " ";

export interface GuestFiltersProps extends SearchFilterProps {
  /** The chosen tag, or "" for all. */
  tag: string;
  onTagChange: (tag: string) => void;
  sort: GuestListSort;
  onSortChange: (sort: GuestListSort) => void;
  /** Own tags the staff gave (seen in the list), offered after the automatic and preset ones. */
  ownTags: readonly string[];
}

const sortOptions: SelectOption<GuestListSort>[] = [
  { value: "lastVisit", label: guestListTexts.sortLastVisit },
  { value: "visits", label: guestListTexts.sortVisits },
];

/** The tags to filter by: "Alle Tags", Stammgast, Neu, the presets, then own tags (the chosen one kept). */
export function tagOptions(ownTags: readonly string[], chosen: string): SelectOption<string>[] {
  const tags = [
    ...Object.values(guestAutomaticTags),
    ...guestPresetTags,
    ...[...ownTags, chosen].filter((tag) => tag !== "").sort((a, b) => a.localeCompare(b, "de")),
  ];
  const unique = [...new Set(tags)];
  return [
    { value: ALL_TAGS, label: guestListTexts.allTags },
    ...unique.map((tag) => ({ value: tag, label: tag })),
  ];
}

/** Search (name, address, phone), the tag filter and the order of the guest list. */
export function GuestFilters({
  search,
  onSearchChange,
  tag,
  onTagChange,
  sort,
  onSortChange,
  ownTags,
}: GuestFiltersProps) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchInput
        label={guestListTexts.searchLabel}
        placeholder={guestListTexts.searchPlaceholder}
        value={search}
        onValueChange={onSearchChange}
        className="min-w-60 flex-1"
      />
      <FormField label={guestListTexts.tagFilterLabel} className="min-w-44">
        <OptionSelect
          value={tag === "" ? ALL_TAGS : tag}
          options={tagOptions(ownTags, tag)}
          onValueChange={(value) => onTagChange(value === ALL_TAGS ? "" : value)}
        />
      </FormField>
      <SegmentedToggle
        label={guestListTexts.sortLabel}
        options={sortOptions}
        value={sort}
        onValueChange={onSortChange}
        className="inline-flex gap-1"
      />
    </div>
  );
}
