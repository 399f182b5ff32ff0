import { customerTexts, listPageTexts, type Restaurant } from "@tischservice/core";
import { FormField, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@tischservice/ui";
import { ListMore } from "../../shared/lists/list-more.tsx";
import { ListSearch } from "../../shared/lists/list-search.tsx";
import type { ListPaging } from "../../shared/lists/use-list-pages.ts";

export interface RestaurantPickerProps {
  /** The loaded choices (pages of the partner list for the search), the chosen one first if not among them. */
  restaurants: readonly Restaurant[];
  value: string | null;
  onChange: (restaurantId: string) => void;
  /** The search the choices are for. */
  search: string;
  onSearch: (search: string) => void;
  /** Further pages of the partner list for the search. */
  paging: ListPaging;
}

/**
 * The reserve tab's restaurant selector: a search over the partner list (name, address, cuisine), the
 * matches to choose from, and "Mehr laden" for the next page; never the whole list at once.
 */
export function RestaurantPicker({
  restaurants,
  value,
  onChange,
  search,
  onSearch,
  paging,
}: RestaurantPickerProps) {
  return (
    <div className="grid max-w-md gap-3">
      <ListSearch
        label={listPageTexts.restaurantFindLabel}
        placeholder={listPageTexts.restaurantSearchPlaceholder}
        value={search}
        onSearch={onSearch}
      />
      <FormField label={customerTexts.restaurantSelectLabel}>
        <Select value={value ?? ""} onValueChange={onChange} disabled={restaurants.length === 0}>
          <SelectTrigger>
            <SelectValue placeholder={customerTexts.restaurantPlaceholder} />
          </SelectTrigger>
          <SelectContent>
            {restaurants.map((restaurant) => (
              <SelectItem key={restaurant._id} value={restaurant._id}>
                {restaurant.name}
                {restaurant.address ? ` · ${restaurant.address}` : ""}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>
      {restaurants.length === 0 ? (
        <p className="m-0 text-sm text-muted-foreground">{customerTexts.noRestaurants}</p>
      ) : (
        <ListMore shown={restaurants.length} total={null} paging={paging} />
      )}
    </div>
  );
}
