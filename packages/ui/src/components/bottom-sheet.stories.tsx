import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, screen, userEvent, waitFor } from "storybook/test";
import {
  BottomSheet,
  BottomSheetContent,
  BottomSheetDescription,
  BottomSheetHeader,
  BottomSheetTitle,
  BottomSheetTrigger,
} from "./bottom-sheet.tsx";
import { Button } from "./button.tsx";

const meta = {
  title: "Primitives/BottomSheet",
  component: BottomSheet,
  globals: { viewport: { value: "mobile2", isRotated: false } },
  render: (args) => (
    <BottomSheet {...args}>
      <BottomSheetTrigger asChild>
        <Button>Mehr</Button>
      </BottomSheetTrigger>
      <BottomSheetContent>
        <BottomSheetHeader>
          <BottomSheetTitle>Weitere Optionen</BottomSheetTitle>
          <BottomSheetDescription>Tischkarte, Menü, Statistiken und Einstellungen</BottomSheetDescription>
        </BottomSheetHeader>
        <div className="grid gap-2 pb-2">
          <Button variant="ghost" align="start">
            Tischkarte
          </Button>
          <Button variant="ghost" align="start">
            Menü
          </Button>
        </div>
      </BottomSheetContent>
    </BottomSheet>
  ),
} satisfies Meta<typeof BottomSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openSheet() {
  await userEvent.click(screen.getByRole("button", { name: "Mehr" }));
  const sheet = await screen.findByRole("dialog", { name: "Weitere Optionen" });
  const handle = sheet.querySelector<HTMLElement>('[data-slot="bottom-sheet-handle"]');
  if (!handle) throw new Error("no drag handle");
  return { sheet, handle };
}

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };

/** A swipe down past 25 % of the screen height closes the sheet. */
export const SwipeToClose: Story = {
  play: async () => {
    const { handle } = await openSheet();
    fireEvent.pointerDown(handle, { clientY: 500, button: 0 });
    fireEvent.pointerMove(window, { clientY: 650 });
    fireEvent.pointerMove(window, { clientY: 800 });
    fireEvent.pointerUp(window, { clientY: 800 });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

/** A short drag (under 50 px, under 25 %) springs back. */
export const SpringBack: Story = {
  play: async () => {
    const { sheet, handle } = await openSheet();
    fireEvent.pointerDown(handle, { clientY: 500, button: 0 });
    fireEvent.pointerMove(window, { clientY: 530 });
    await waitFor(() => expect(sheet.style.transform).toBe("translateY(30px)"));
    fireEvent.pointerUp(window, { clientY: 530 });
    await waitFor(() => expect(sheet.style.transform).toBe(""));
    await expect(sheet).toBeVisible();
  },
};

export const KeyboardOpenAndClose: Story = {
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("dialog", { name: "Weitere Optionen" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};
export const Dark: Story = { args: { defaultOpen: true }, globals: { theme: "dark" } };
