import { describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { BannerUpload } from "./banner-upload.tsx";

const props = {
  bannerUrl: null,
  uploading: false,
  progress: null,
  error: null,
  onFileSelect: vi.fn(),
  onDelete: vi.fn(),
};

/**
 * Chooses a file in the input inside the browser, as the file picker does (the input's files, then its
 * change event). Driving the picker sends the file through the test driver: for 11 MB that alone can take
 * longer than the test on a busy machine.
 */
function chooseFile(input: HTMLInputElement, file: File) {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

describe("BannerUpload", () => {
  it("given a file over 10 MB or of another type, refuses it before sending", async () => {
    const onFileSelect = vi.fn();
    await render(<BannerUpload {...props} onFileSelect={onFileSelect} />);
    const input = page.getByLabelText("Banner hochladen");
    chooseFile(
      input.element() as HTMLInputElement,
      new File([new Uint8Array(11 * 1024 * 1024)], "gross.png", { type: "image/png" }),
    );
    await expect.element(page.getByText("Die Datei ist zu groß. Maximale Größe: 10MB")).toBeVisible();
    await input.upload(new File(["Hallo"], "notiz.txt", { type: "text/plain" }));
    await expect
      .element(page.getByText("Nur Bilddateien (JPEG, JPG, PNG, WEBP, GIF) sind erlaubt!"))
      .toBeVisible();
    expect(onFileSelect).not.toHaveBeenCalled();
    const ok = new File([new Uint8Array(10)], "banner.webp", { type: "image/webp" });
    await input.upload(ok);
    expect(onFileSelect).toHaveBeenCalledWith(ok);
  });

  it("given an upload under way, shows the progress in percent", async () => {
    await render(<BannerUpload {...props} uploading progress={0.42} />);
    await expect.element(page.getByLabelText("Fortschritt des Uploads")).toHaveAttribute("value", "42");
    await expect.element(page.getByText("Hochgeladen: 42 %")).toBeVisible();
  });

  it("given a server failure, shows 'Fehler beim Hochladen des Banners: ...'", async () => {
    await render(<BannerUpload {...props} error="Fehler beim Hochladen des Banners: Upload failed" />);
    await expect
      .element(page.getByRole("alert"))
      .toHaveTextContent("Fehler beim Hochladen des Banners: Upload failed");
  });

  it("given a banner, deletes it only after the confirm", async () => {
    const onDelete = vi.fn();
    await render(
      <BannerUpload
        {...props}
        bannerUrl="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"
        onDelete={onDelete}
      />,
    );
    await page.getByRole("button", { name: "Banner löschen" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Möchten Sie das Banner-Bild wirklich löschen?" });
    await confirm.getByRole("button", { name: "Abbrechen" }).click();
    expect(onDelete).not.toHaveBeenCalled();
    await page.getByRole("button", { name: "Banner löschen" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Banner löschen" }).click();
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it("given a banner that does not load, says 'Banner-Bild konnte nicht geladen werden'", async () => {
    await render(<BannerUpload {...props} bannerUrl="/nicht-da.png" />);
    await expect.element(page.getByText("Banner-Bild konnte nicht geladen werden")).toBeVisible();
  });
});
