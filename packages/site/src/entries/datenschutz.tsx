import "../lib/zod-jitless.ts";
import "../styles.css";
import { DatenschutzPage } from "../legal/datenschutz-page.tsx";
import { hydrate } from "./hydrate.tsx";

hydrate(<DatenschutzPage />);
