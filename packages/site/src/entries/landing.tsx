import "../lib/zod-jitless.ts";
import "../styles.css";
import { LandingPage } from "../landing/landing-page.tsx";
import { hydrate } from "./hydrate.tsx";

hydrate(<LandingPage />);
