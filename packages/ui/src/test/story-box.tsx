import type { Decorator } from "@storybook/react-vite";

/** Story decorator: the story inside a box with these classes, e.g. the width a component is shown at. */
export function storyBox(className: string): Decorator {
  return (Story) => (
    <div className={className}>
      <Story />
    </div>
  );
}
