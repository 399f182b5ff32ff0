import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";

/** Where `pnpm --filter @tischservice/api dev` listens; override with API_PROXY_TARGET. */
const apiTarget = process.env.API_PROXY_TARGET ?? "http://localhost:3001";

export default defineConfig({
  base: "/app/",
  plugins: [react(), tailwindcss()],
  resolve: { conditions: ["@tischservice/source", ...defaultClientConditions] },
  build: { sourcemap: true, manifest: true },
  server: {
    // The API answers cookie-authenticated changes only from allowed origins: start it with
    // ALLOWED_ORIGINS=http://localhost:5173 (see the API README).
    proxy: { "/api": { target: apiTarget, changeOrigin: false, ws: false } },
  },
});
