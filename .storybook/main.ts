import type { StorybookConfig } from "@storybook/react-vite";

/** Workspace packages resolve to their sources in Storybook as in tests. */
const sourceCondition = "@tischservice/source";

const config: StorybookConfig = {
  stories: ["../packages/*/src/**/*.mdx", "../packages/*/src/**/*.stories.@(ts|tsx)"],
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
