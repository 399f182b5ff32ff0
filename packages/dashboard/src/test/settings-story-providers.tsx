import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  type Restaurant,
  type RestaurantConfig,
  restaurantConfigSchema,
  restaurantSchema,
  type SpecialHour,
  type SubUser,
  type Table,
  userSchema,
} from "@tischservice/core";
import { Toaster } from "@tischservice/ui";
import type { ReactNode } from "react";
import { queryKeys } from "../api/query-keys.ts";
import { GastroProvider } from "../features/staff/restaurant-context/restaurant-context.tsx";
import { ClockProvider } from "../lib/clock.tsx";
import { config, fixedNow, ownerUser, restaurant } from "./fixtures.ts";
import { storyQrSrc } from "./story-qr.ts";
import { StoryRouter } from "./story-router.tsx";

export const storyUser = userSchema.parse(ownerUser);
export const storyConfig: RestaurantConfig = restaurantConfigSchema.parse({
  ...config,
  updatedAt: "2026-05-14T09:00:00.000Z",
});
export const storyRestaurant: Restaurant = restaurantSchema.parse({
  ...restaurant,
  address: "Hauptstraße 1, 10115 Berlin",
  email: "info@trattoria.example",
  cuisine: "Italienisch",
});

export interface StoryData {
  specialHours?: SpecialHour[];
  subUsers?: SubUser[];
  restaurant?: Restaurant | null;
  config?: RestaurantConfig | null;
  /** The restaurant's tables; left out, they are asked for (and, with no API, the preview shows the widget). */
  tables?: Table[];
}

/**
 * The providers a connected settings view needs, with its server data already in the cache (nothing is
 * fetched while the story shows; saving answers with an error, as no API runs in Storybook).
 */
export function SettingsStoryProviders({
  data = {},
  path = "/settings",
  children,
}: {
  data?: StoryData;
  /** The page the story's router stands on (links are absolute either way). */
  path?: string;
  children: ReactNode;
}) {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: Number.POSITIVE_INFINITY, retry: false },
      mutations: { retry: false },
    },
  });
  client.setQueryData(queryKeys.me, storyUser);
  client.setQueryData(queryKeys.config(storyUser._id), data.config === undefined ? storyConfig : data.config);
  client.setQueryData(
    queryKeys.restaurant("r-1"),
    data.restaurant === undefined ? storyRestaurant : data.restaurant,
  );
  client.setQueryData(queryKeys.specialHours("r-1"), data.specialHours ?? []);
  client.setQueryData(queryKeys.subUsers(storyUser._id), data.subUsers ?? []);
  if (data.tables) client.setQueryData(queryKeys.tables("r-1"), data.tables);
  client.setQueryData(queryKeys.bookingPageQr("r-1", storyRestaurant.slug ?? ""), storyQrSrc);
  return (
    <QueryClientProvider client={client}>
      <ClockProvider now={fixedNow}>
        <Toaster>
          <GastroProvider user={storyUser} restaurantId="r-1">
            <StoryRouter path={path}>{children}</StoryRouter>
          </GastroProvider>
        </Toaster>
      </ClockProvider>
    </QueryClientProvider>
  );
}
