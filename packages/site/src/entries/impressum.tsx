import "../lib/zod-jitless.ts";
import "../styles.css";
import { ImpressumPage } from "../legal/impressum-page.tsx";
import { hydrate } from "./hydrate.tsx";

hydrate(<ImpressumPage />);
