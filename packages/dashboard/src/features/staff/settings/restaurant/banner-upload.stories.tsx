import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { BannerUpload } from "./banner-upload.tsx";

const gif = "data:image/gif;base64,R0lGODlhAQABAIAAAP/Mmf///yH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==";

const meta = {
  component: BannerUpload,
  parameters: { layout: "padded" },
  args: {
    bannerUrl: null,
    uploading: false,
    progress: null,
    error: null,
    onFileSelect: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof BannerUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithBanner: Story = { args: { bannerUrl: gif } };
export const Uploading: Story = { args: { bannerUrl: gif, uploading: true, progress: 0.64 } };
export const UploadFailed: Story = {
  args: {
    error: "Fehler beim Hochladen des Banners: Nur Bilddateien (JPEG, JPG, PNG, WEBP, GIF) sind erlaubt!",
  },
};
export const DoesNotLoad: Story = { args: { bannerUrl: "/nicht-vorhanden.png" } };
