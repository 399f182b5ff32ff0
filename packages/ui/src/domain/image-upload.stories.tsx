import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { storyBox } from "../test/story-box.tsx";
import { ImageUpload } from "./image-upload.tsx";

const preview =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160"><rect width="480" height="160" fill="%23d4a72c"/></svg>',
  );

const meta = {
  title: "Domain/ImageUpload",
  component: ImageUpload,
  args: { onFileSelect: fn(), onRemove: fn() },
  decorators: [storyBox("w-[28rem] max-w-full")],
} satisfies Meta<typeof ImageUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithImage: Story = { args: { value: preview } };
export const Uploading: Story = { args: { value: preview, uploading: true } };
export const ServerError: Story = { args: { error: "Fehler beim Hochladen des Banners" } };
export const WrongType: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText("Banner hochladen");
    await userEvent.upload(input, new File(["%PDF"], "menu.pdf", { type: "application/pdf" }), {
      applyAccept: false,
    });
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "Nur Bilddateien (JPEG, JPG, PNG, WEBP, GIF) sind erlaubt!",
    );
    await expect(args.onFileSelect).not.toHaveBeenCalled();
  },
};
export const TooLarge: Story = {
  play: async ({ canvas, args }) => {
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "banner.jpg", { type: "image/jpeg" });
    await userEvent.upload(canvas.getByLabelText("Banner hochladen"), big);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Die Datei ist zu groß. Maximale Größe: 10MB");
    await expect(args.onFileSelect).not.toHaveBeenCalled();
  },
};
export const ValidFile: Story = {
  play: async ({ canvas, args }) => {
    const file = new File(["x"], "banner.png", { type: "image/png" });
    await userEvent.upload(canvas.getByLabelText("Banner hochladen"), file);
    await expect(args.onFileSelect).toHaveBeenCalledWith(file);
  },
};
export const Mobile: Story = {
  args: { value: preview },
  globals: { viewport: { value: "mobile1", isRotated: false } },
};
export const Dark: Story = {
  args: { error: "Fehler beim Hochladen des Banners" },
  globals: { theme: "dark" },
};
