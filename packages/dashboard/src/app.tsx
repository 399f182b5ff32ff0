import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type RouterHistory, RouterProvider } from "@tanstack/react-router";
import { useState } from "react";
import { type AppEnvironment, AppEnvironmentProvider } from "./features/account/session/app-environment.tsx";
import { forgetEndedSession, isSessionEnded } from "./features/account/session/session-ended.ts";
import { OfflineBanner } from "./features/shared/offline-banner/offline-banner.tsx";
import { ClockProvider } from "./lib/clock.tsx";
import { AppToaster } from "./lib/toasts/app-toaster.tsx";
import { createAppRouter } from "./router.tsx";

export function createQueryClient() {
  // A 401 means the server ended the session: no retries, and the tab goes to the sign-in.
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => forgetEndedSession(queryClient, error) }),
    mutationCache: new MutationCache({ onError: (error) => forgetEndedSession(queryClient, error) }),
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        refetchOnWindowFocus: true,
        retry: (failures, error) => !isSessionEnded(error) && failures < 3,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
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
          <AppToaster>
            <OfflineBanner />
            <RouterProvider router={router} />
          </AppToaster>
        </ClockProvider>
      </QueryClientProvider>
    </AppEnvironmentProvider>
  );
}
