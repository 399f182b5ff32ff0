// Loaded on demand: only visitors without a stored choice (or who reopen the settings) download the banner.
export { CookieBanner } from "@tischservice/ui";
