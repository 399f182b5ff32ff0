import { listPageTexts } from "@tischservice/core";
import { Button } from "@tischservice/ui";
import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { SearchInput } from "../../../lib/form-controls/search-input.tsx";

export interface ListSearchProps {
  /** The field's accessible name, e.g. "Restaurants durchsuchen". */
  label: string;
  placeholder: string;
  /** The search the list shows now. */
  value: string;
  /** Runs the typed search ("Suchen" or Enter); an emptied field lists everything again. */
  onSearch: (value: string) => void;
  className?: string;
}

/**
 * The search above a paged list: the server searches when the visitor asks ("Suchen" or Enter), not at
 * every keystroke, so a long list is not read again for each letter. Clearing the field lists all again.
 */
export function ListSearch({ label, placeholder, value, onSearch, className }: ListSearchProps) {
  const [typed, setTyped] = useState(value);
  // A search changed from outside (back in the browser's history) shows in the field.
  useEffect(() => setTyped(value), [value]);
  return (
    <search aria-label={label} className={className}>
      <form
        className="flex flex-wrap items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(typed.trim());
        }}
      >
        <SearchInput
          label={label}
          placeholder={placeholder}
          value={typed}
          onValueChange={(next) => {
            setTyped(next);
            if (next === "" && value !== "") onSearch("");
          }}
          className="min-w-56 flex-1"
        />
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" />
          {listPageTexts.search}
        </Button>
      </form>
    </search>
  );
}
