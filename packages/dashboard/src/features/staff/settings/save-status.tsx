import type { SaveStatus } from "@tischservice/ui";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";

interface SaveStatusValue {
  status: SaveStatus;
  /** Changes with every report, so that the same status shows again for its full time. */
  saveKey: number;
  report: (status: Exclude<SaveStatus, "idle">) => void;
}

const SaveStatusContext = createContext<SaveStatusValue | null>(null);

/** One floating save indicator for every autosaving card of the settings page. */
export function SaveStatusProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ status: SaveStatus; saveKey: number }>({ status: "idle", saveKey: 0 });
  const report = useCallback(
    (status: Exclude<SaveStatus, "idle">) => setState((prev) => ({ status, saveKey: prev.saveKey + 1 })),
    [],
  );
  const value = useMemo(() => ({ ...state, report }), [state, report]);
  return <SaveStatusContext.Provider value={value}>{children}</SaveStatusContext.Provider>;
}

/** The page's save state; outside a provider (stories of one card) reports go nowhere. */
export function useSaveStatus(): SaveStatusValue {
  return useContext(SaveStatusContext) ?? { status: "idle", saveKey: 0, report: () => {} };
}
