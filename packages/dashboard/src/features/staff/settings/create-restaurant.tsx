import { useQueryClient } from "@tanstack/react-query";
import { restaurantSettingsTexts, settingsTexts, type User, validationTexts } from "@tischservice/core";
import { Button, EmptyState, FormField, Input, useToast } from "@tischservice/ui";
import { Store } from "lucide-react";
import { type FormEvent, useState } from "react";
import { ApiError } from "../../../api/http.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { createRestaurant } from "../../../api/settings.ts";

export interface CreateRestaurantProps {
  user: Pick<User, "_id" | "name" | "email">;
  /** 'no configuration' ("Restaurant jetzt erstellen") or 'restaurant data missing' ("... manuell erstellen"). */
  variant: "no-config" | "no-restaurant";
}

/**
 * The settings page's two empty states with their create button: creates the owner's restaurant (with
 * its default configuration) and reloads the session and the settings.
 */
export function CreateRestaurant({ user, variant }: CreateRestaurantProps) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [name, setName] = useState(user.name);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === "") {
      setError(validationTexts.required);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await createRestaurant({ userId: user._id, name: name.trim(), email: user.email });
      toast({ title: settingsTexts.restaurantCreated, tone: "success" });
      await queryClient.invalidateQueries({ queryKey: queryKeys.me });
      await queryClient.invalidateQueries({ queryKey: ["config"] });
      await queryClient.invalidateQueries({ queryKey: ["restaurant"] });
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.serverMessage
          ? failure.serverMessage
          : settingsTexts.restaurantCreateFailed,
      );
    } finally {
      setSaving(false);
    }
  };
  return (
    <EmptyState
      icon={<Store />}
      title={variant === "no-config" ? settingsTexts.noConfig : settingsTexts.noRestaurantData}
      action={
        <form className="grid w-72 max-w-full gap-3 text-start" onSubmit={submit} noValidate>
          <FormField label={restaurantSettingsTexts.nameLabel} required error={error ?? undefined}>
            <Input
              value={name}
              autoComplete="organization"
              onChange={(e) => setName(e.currentTarget.value)}
            />
          </FormField>
          <Button type="submit" loading={saving}>
            {variant === "no-config"
              ? settingsTexts.createRestaurantNow
              : settingsTexts.createRestaurantManually}
          </Button>
        </form>
      }
    />
  );
}
