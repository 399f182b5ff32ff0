import "../lib/zod-jitless.ts";
import "../styles.css";
import { LandingPage } from "../landing/landing-page.tsx";
import { readBuildData } from "../partners/build-data.ts";
import { hydrate } from "./hydrate.tsx";

hydrate(<LandingPage initialPartners={readBuildData().partners} />);
