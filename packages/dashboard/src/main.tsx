import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./styles.css";
import "./lib/zod-config.ts";
import { App } from "./app.tsx";
import { registerServiceWorker } from "./lib/register-service-worker.ts";

const root = document.getElementById("root");
if (!root) throw new Error("#root fehlt in index.html");
document.body.classList.add("bg-background", "text-foreground", "font-sans", "antialiased");
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
registerServiceWorker();
