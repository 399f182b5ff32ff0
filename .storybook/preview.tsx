import type { Preview } from "@storybook/react-vite";
import "../packages/ui/src/styles.css";

// Portals (dialogs, sheets, toasts) render into <body>: language and theme live on <html> and <body>.
document.documentElement.lang = "de";
document.body.classList.add("bg-background", "text-foreground", "font-sans", "antialiased");

const preview: Preview = {
  parameters: {
    layout: "centered",
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is checked with axe; a violation fails the test run.
    a11y: { test: "error" },
    docs: { toc: true },
    options: {
      storySort: { order: ["Foundations", "Primitives", "Domain", "Examples", "*"] },
    },
  },
  tags: ["autodocs"],
  globalTypes: {
    theme: {
      description: "Hell oder dunkel",
      toolbar: {
        title: "Theme",
        icon: "mirror",
        items: [
          { value: "light", title: "Hell" },
          { value: "dark", title: "Dunkel" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: "light" },
  decorators: [
    (Story, context) => {
      document.documentElement.classList.toggle("dark", context.globals.theme === "dark");
      return (
        <div lang="de" className="font-sans text-foreground">
          <Story />
        </div>
      );
    },
  ],
};

export default preview;
