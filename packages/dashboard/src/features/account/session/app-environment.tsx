import { createContext, type ReactNode, useContext } from "react";

export interface AppEnvironment {
  /** Leaves the dashboard for the public site (after logout, "Zurück zur Startseite"). */
  leaveToSite: () => void;
}

const defaultEnvironment: AppEnvironment = {
  leaveToSite: () => window.location.assign("/"),
};

const EnvironmentContext = createContext<AppEnvironment>(defaultEnvironment);

/** Lets tests and stories replace what would leave the page. */
export function AppEnvironmentProvider({
  value,
  children,
}: {
  value?: Partial<AppEnvironment>;
  children: ReactNode;
}) {
  return (
    <EnvironmentContext.Provider value={{ ...defaultEnvironment, ...value }}>
      {children}
    </EnvironmentContext.Provider>
  );
}

export function useAppEnvironment(): AppEnvironment {
  return useContext(EnvironmentContext);
}
