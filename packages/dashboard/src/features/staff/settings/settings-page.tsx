import { settingsTexts } from "@tischservice/core";
import { Button, EmptyState, SaveIndicator, Spinner } from "@tischservice/ui";
import type { ReactNode } from "react";
import { ApiError } from "../../../api/http.ts";
import { useGastro } from "../restaurant-context/restaurant-context.tsx";
import { useConfig, useRestaurant } from "../restaurant-data/queries.ts";
import { CreateRestaurant } from "./create-restaurant.tsx";
import { SaveStatusProvider, useSaveStatus } from "./save-status.tsx";
import { SettingsCards } from "./settings-cards.tsx";

function isMissing(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

function FloatingSaveIndicator() {
  const { status, saveKey } = useSaveStatus();
  return (
    <SaveIndicator status={status} saveKey={saveKey} className="fixed end-4 bottom-20 z-40 md:bottom-6" />
  );
}

/** Route module of `/app/settings` (owners only; the shell sends sub-users home). */
export function SettingsPage() {
  const { user } = useGastro();
  const config = useConfig();
  const restaurant = useRestaurant();
  let body: ReactNode;
  if (config.isPending || restaurant.isPending) {
    body = <Spinner className="justify-center py-10" />;
  } else if (config.data === null || isMissing(config.error)) {
    body = <CreateRestaurant user={user} variant="no-config" />;
  } else if (restaurant.data === null || isMissing(restaurant.error)) {
    body = <CreateRestaurant user={user} variant="no-restaurant" />;
  } else if (!config.data || !restaurant.data) {
    body = (
      <EmptyState
        title={settingsTexts.loadFailed}
        action={
          <Button
            variant="outline"
            onClick={() => {
              void config.refetch();
              void restaurant.refetch();
            }}
          >
            {settingsTexts.retry}
          </Button>
        }
      />
    );
  } else {
    body = <SettingsCards config={config.data} restaurant={restaurant.data} />;
  }
  return (
    <SaveStatusProvider>
      <section className="grid gap-4">
        <h1 className="text-2xl font-bold">{settingsTexts.title}</h1>
        {body}
      </section>
      <FloatingSaveIndicator />
    </SaveStatusProvider>
  );
}
