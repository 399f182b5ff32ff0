import "../styles.css";
import { legalIslands } from "./legal-islands.ts";
import { startPage } from "./start-page.tsx";

startPage(
  legalIslands,
  import.meta.env.DEV
    ? () => import("../legal/impressum-page.tsx").then(({ ImpressumPage }) => <ImpressumPage />)
    : undefined,
);
