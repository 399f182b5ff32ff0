import type { Meta, StoryObj } from "@storybook/react-vite";
import { DEFAULT_STAY_DURATIONS } from "@tischservice/core";
import { expect, fn } from "storybook/test";
import { StayDurationsEditor } from "./stay-durations-editor.tsx";

const meta = {
  component: StayDurationsEditor,
  parameters: { layout: "padded" },
  args: { value: DEFAULT_STAY_DURATIONS, onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StayDurationsEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults: 1–2 guests 90 min, 3–4 120 min, 5–8 150 min, 9 and more 180 min. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("spinbutton", { name: "Mehr Gäste: Minuten" })).toHaveValue(180);
  },
};

/** Error: a guest limit that does not grow is refused at its row, nothing is saved. */
export const InvalidList: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const second = canvas.getByRole("spinbutton", { name: "Zeile 2: bis wie viele Gäste" });
    await userEvent.clear(second);
    await userEvent.type(second, "1");
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "Jede Zeile braucht mehr Gäste als die Zeile davor.",
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** On a phone: narrow number fields without spin buttons, each row on one line. */
export const Phone: Story = { globals: { viewport: { value: "mobile1", isRotated: false } } };

/** A sub-user sees the list but cannot change it. */
export const Disabled: Story = { args: { disabled: true } };

/** The configuration is still loading. */
export const Loading: Story = { args: { value: undefined } };
