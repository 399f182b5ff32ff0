import { cn, Input } from "@tischservice/ui";
import { Search } from "lucide-react";

export interface SearchInputProps {
  /** The accessible name (the field has no visible label). */
  label: string;
  placeholder: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Layout of the wrapper (e.g. its width in a filter bar). */
  className?: string;
}

/** A filter bar's search: what the box holds and where typing goes (the page keeps it in the URL). */
export interface SearchFilterProps {
  search: string;
  onSearchChange: (value: string) => void;
}

/** A search field with the magnifier inside at its start. */
export function SearchInput({ label, placeholder, value, onValueChange, className }: SearchInputProps) {
  return (
    <div className={cn("relative", className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        className="ps-9"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </div>
  );
}
