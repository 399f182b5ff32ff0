import type { StorybookConfig } from "@storybook/react-vite";

/** Workspace packages resolve to their sources in Storybook as in tests. */
const sourceCondition = "@tischservice/source";

const config: StorybookConfig = {
  stories: [
    "../packages/*/src/**/*.mdx",
    // The published packages' stories carry titles of their own: the library's documented chapters.
    "../packages/@(ui|booking-widget|site)/src/**/*.stories.@(ts|tsx)",
    // The dashboard's stories are titled by where they live, so a story's place in the sidebar is its file's
    // folder (features/staff/guests/… is Dashboard/staff/guests/…) and cannot drift from it.
    {
      directory: "../packages/dashboard/src/features",
      titlePrefix: "Dashboard",
      files: "**/*.stories.@(ts|tsx)",
    },
    {
      directory: "../packages/dashboard/src/lib",
      titlePrefix: "Dashboard/lib",
      files: "**/*.stories.@(ts|tsx)",
    },
  ],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { mergeConfig, defaultClientConditions } = await import("vite");
    const { default: tailwindcss } = await import("@tailwindcss/vite");
    return mergeConfig(viteConfig, {
      plugins: [tailwindcss()],
      resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
    });
  },
};

export default config;
