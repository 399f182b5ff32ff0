// How tests and measurements launch Chromium on these machines: Debian's chromium, since Playwright cannot
// download a browser here, with the flags it needs. Plain JavaScript so that `node` scripts (bench.mjs)
// import it without a build; the types are in chromium-launch.d.mts.

/** Debian's chromium unless CHROMIUM_PATH names another. */
export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The flags every launch passes. */
export const chromiumArgs = [
  "--no-sandbox",
  "--headless",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
