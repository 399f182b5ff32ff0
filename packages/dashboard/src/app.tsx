import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type RouterHistory, RouterProvider } from "@tanstack/react-router";
import { Toaster } from "@tischservice/ui";
import { useState } from "react";
import { type AppEnvironment, AppEnvironmentProvider } from "./features/auth/app-environment.tsx";
import { OfflineBanner } from "./features/push/offline-banner.tsx";
import { ClockProvider } from "./lib/clock.tsx";
import { createAppRouter } from "./router.tsx";

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 10_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}

export interface AppProps {
  /** Memory history in tests; the browser's URL otherwise. */
  history?: RouterHistory;
  queryClient?: QueryClient;
  /** A fixed clock (tests, stories). */
  now?: Date;
  environment?: Partial<AppEnvironment>;
}

/** The dashboard: server state, toasts, the clock and the router. */
export function App({ history, queryClient, now, environment }: AppProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [router] = useState(() => createAppRouter(client, history));
  return (
    <AppEnvironmentProvider {...(environment ? { value: environment } : {})}>
      <QueryClientProvider client={client}>
        <ClockProvider {...(now ? { now } : {})}>
          <Toaster>
            <OfflineBanner />
            <RouterProvider router={router} />
          </Toaster>
        </ClockProvider>
      </QueryClientProvider>
    </AppEnvironmentProvider>
  );
}
