import { useEffect, useState } from "react";

/** False during prerendering and the hydrating render, true afterwards. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
