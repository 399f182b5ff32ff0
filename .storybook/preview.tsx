import type { Preview } from "@storybook/react-vite";
import "../packages/ui/src/styles.css";

const preview: Preview = {
  parameters: {
    layout: "centered",
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is checked with axe; a violation fails the test run.
    a11y: { test: "error" },
  },
  decorators: [
    (Story) => (
      <div lang="de" className="font-sans text-foreground">
        <Story />
      </div>
    ),
  ],
};

export default preview;
