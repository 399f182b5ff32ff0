import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { ImageUpload } from "./image-upload.tsx";

describe("ImageUpload", () => {
  it("given a file that is no image, names the allowed types and does not pass it on", async () => {
    const onFileSelect = vi.fn();
    const screen = await render(<ImageUpload onFileSelect={onFileSelect} />);
    await screen
      .getByLabelText("Banner hochladen")
      .upload(new File(["x"], "speisekarte.pdf", { type: "application/pdf" }));
    await expect
      .element(screen.getByRole("alert"))
      .toHaveTextContent("Nur Bilddateien (JPEG, JPG, PNG, WEBP, GIF) sind erlaubt!");
    expect(onFileSelect).not.toHaveBeenCalled();
  });

  it("given a webp image, passes it on", async () => {
    const onFileSelect = vi.fn();
    const screen = await render(<ImageUpload onFileSelect={onFileSelect} />);
    await screen
      .getByLabelText("Banner hochladen")
      .upload(new File(["x"], "banner.webp", { type: "image/webp" }));
    expect(onFileSelect).toHaveBeenCalledOnce();
  });

  it("given an image, offers replacing and deleting it", async () => {
    const onRemove = vi.fn();
    const screen = await render(
      <ImageUpload
        value="data:image/gif;base64,R0lGODlhAQABAAAAACw="
        onFileSelect={() => {}}
        onRemove={onRemove}
      />,
    );
    await expect.element(screen.getByLabelText("Banner ersetzen")).toBeInTheDocument();
    await screen.getByRole("button", { name: "Banner löschen" }).click();
    expect(onRemove).toHaveBeenCalledOnce();
  });
});
