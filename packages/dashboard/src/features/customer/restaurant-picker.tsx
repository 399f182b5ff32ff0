import { customerTexts, type Restaurant } from "@tischservice/core";
import { FormField, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@tischservice/ui";

export interface RestaurantPickerProps {
  restaurants: Restaurant[];
  value: string | null;
  onChange: (restaurantId: string) => void;
}

/** The reserve tab's restaurant selector. */
export function RestaurantPicker({ restaurants, value, onChange }: RestaurantPickerProps) {
  return (
    <FormField label={customerTexts.restaurantSelectLabel} className="max-w-md">
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
  );
}
