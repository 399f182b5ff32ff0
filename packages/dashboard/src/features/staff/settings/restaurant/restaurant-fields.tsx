import {
  cuisineSelectOptions,
  type Restaurant,
  restaurantFieldChangedElsewhere,
  restaurantSettingsTexts,
  settingsTexts,
  type UpdateRestaurantRequest,
  updateRestaurantRequestSchema,
} from "@tischservice/core";
import { FormField, Input, Textarea } from "@tischservice/ui";
import { useEffect, useRef, useState } from "react";
import { ApiError } from "../../../../api/http.ts";
import { conflictRestaurantOf } from "../../../../api/settings.ts";
import { OptionSelect, type SelectOption } from "../../../../lib/form-controls/option-select.tsx";
import { isRetryable, retryDelayMs } from "../retry-delay.ts";

type TextField = "name" | "address" | "phone" | "email" | "website" | "description";
type Field = TextField | "cuisine";

const textFields: ReadonlyArray<{ key: TextField; label: string; type?: string; autoComplete?: string }> = [
  { key: "name", label: restaurantSettingsTexts.nameLabel, autoComplete: "organization" },
  { key: "address", label: restaurantSettingsTexts.addressLabel, autoComplete: "street-address" },
  { key: "phone", label: restaurantSettingsTexts.phoneLabel, type: "tel", autoComplete: "tel" },
  { key: "email", label: restaurantSettingsTexts.emailLabel, type: "email", autoComplete: "email" },
  { key: "website", label: restaurantSettingsTexts.websiteLabel, type: "url", autoComplete: "url" },
];

/** The cuisine choices; a saved cuisine outside the list stays choosable as it is. */
function cuisineOptions(current: string): SelectOption<string>[] {
  const known = (cuisineSelectOptions as readonly string[]).includes(current);
  const values = current === "" || known ? [...cuisineSelectOptions] : [...cuisineSelectOptions, current];
  return values.map((value) => ({ value, label: value }));
}

export interface RestaurantFieldsProps {
  restaurant: Restaurant;
  /** Saves the changed field; rejects with the API's error. */
  onSave: (fields: UpdateRestaurantRequest) => Promise<void>;
}

function serverValue(restaurant: Restaurant, field: Field): string {
  return restaurant[field] ?? "";
}

/** The first validation message for one field, checked with the same schema the API uses. */
function localProblem(field: Field, value: string): string | null {
  const result = updateRestaurantRequestSchema.safeParse({ [field]: value });
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/**
 * Name, address, phone, e-mail, website, description: saved on blur when changed; the cuisine select at
 * once. A failed save keeps the input, shows why and is retried when the server was unreachable.
 */
export function RestaurantFields({ restaurant, onSave }: RestaurantFieldsProps) {
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    name: serverValue(restaurant, "name"),
    address: serverValue(restaurant, "address"),
    phone: serverValue(restaurant, "phone"),
    email: serverValue(restaurant, "email"),
    website: serverValue(restaurant, "website"),
    description: serverValue(restaurant, "description"),
    cuisine: serverValue(restaurant, "cuisine"),
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const pending = useRef(new Set<Field>());
  const retries = useRef(new Map<Field, ReturnType<typeof setTimeout>>());
  // The server's value each edited field started from: sent as `expected`, so that a change made
  // elsewhere meanwhile is not overwritten unseen.
  const bases = useRef(new Map<Field, string>());

  // The server's newer values (another tab, a live event) replace fields the user is not editing.
  useEffect(() => {
    setValues((prev) => {
      const next = { ...prev };
      for (const field of Object.keys(prev) as Field[]) {
        if (!pending.current.has(field)) next[field] = serverValue(restaurant, field);
      }
      return next;
    });
  }, [restaurant]);
  useEffect(() => {
    const timers = retries.current;
    return () => {
      for (const timer of timers.values()) clearTimeout(timer);
    };
  }, []);

  const save = async (field: Field, value: string, attempt = 0) => {
    const problem = localProblem(field, value);
    setErrors((prev) => ({ ...prev, [field]: problem ?? undefined }));
    if (problem) return;
    pending.current.add(field);
    const base = bases.current.get(field) ?? serverValue(restaurant, field);
    try {
      await onSave({ [field]: value, expected: { [field]: base } });
      pending.current.delete(field);
      bases.current.delete(field);
      setErrors((prev) => ({ ...prev, [field]: undefined }));
    } catch (error) {
      const current = conflictRestaurantOf(error);
      if (current) {
        // Text input stays for a deliberate second save over the new value; the select shows the new one.
        const now = serverValue(current, field);
        const keepInput = field !== "cuisine";
        setErrors((prev) => ({ ...prev, [field]: restaurantFieldChangedElsewhere(now, keepInput) }));
        if (keepInput) bases.current.set(field, now);
        else {
          pending.current.delete(field);
          bases.current.delete(field);
          setValues((prev) => ({ ...prev, [field]: now }));
        }
        return;
      }
      const status = error instanceof ApiError ? error.status : null;
      const message = error instanceof ApiError ? error.serverMessage : null;
      setErrors((prev) => ({ ...prev, [field]: message ?? settingsTexts.saveFailed }));
      if (isRetryable(error, status)) {
        retries.current.set(
          field,
          setTimeout(() => void save(field, value, attempt + 1), retryDelayMs(attempt)),
        );
      } else {
        pending.current.delete(field);
        bases.current.delete(field);
      }
    }
  };

  const saveIfChanged = (field: Field, value: string) => {
    const timer = retries.current.get(field);
    if (timer) clearTimeout(timer);
    if (value.trim() === serverValue(restaurant, field).trim() && !errors[field]) {
      pending.current.delete(field);
      bases.current.delete(field);
      return;
    }
    void save(field, value.trim());
  };

  const edit = (field: Field, value: string) => {
    // New input replaces a retry of the old value; the next blur saves it.
    const timer = retries.current.get(field);
    if (timer) clearTimeout(timer);
    retries.current.delete(field);
    if (!bases.current.has(field)) bases.current.set(field, serverValue(restaurant, field));
    pending.current.add(field);
    setValues((prev) => ({ ...prev, [field]: value }));
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {textFields.map((field) => (
        <FormField
          key={field.key}
          label={field.label}
          required={field.key === "name"}
          error={errors[field.key]}
          className={field.key === "address" ? "sm:col-span-2" : undefined}
        >
          <Input
            type={field.type ?? "text"}
            autoComplete={field.autoComplete}
            value={values[field.key]}
            onChange={(event) => edit(field.key, event.currentTarget.value)}
            onBlur={(event) => saveIfChanged(field.key, event.currentTarget.value)}
          />
        </FormField>
      ))}
      <FormField label={restaurantSettingsTexts.cuisineLabel} error={errors.cuisine}>
        <OptionSelect
          value={values.cuisine === "" ? undefined : values.cuisine}
          options={cuisineOptions(values.cuisine)}
          placeholder={restaurantSettingsTexts.cuisinePlaceholder}
          onValueChange={(cuisine) => {
            edit("cuisine", cuisine);
            saveIfChanged("cuisine", cuisine);
          }}
        />
      </FormField>
      <FormField
        label={restaurantSettingsTexts.descriptionLabel}
        error={errors.description}
        className="sm:col-span-2"
      >
        <Textarea
          rows={4}
          value={values.description}
          onChange={(event) => edit("description", event.currentTarget.value)}
          onBlur={(event) => saveIfChanged("description", event.currentTarget.value)}
        />
      </FormField>
    </div>
  );
}
