import "../styles.css";
import { legalIslands } from "./legal-islands.ts";
import { startPage } from "./start-page.tsx";

startPage(
  legalIslands,
  import.meta.env.DEV ? () => import("../legal/agb-page.tsx").then(({ AgbPage }) => <AgbPage />) : undefined,
);
