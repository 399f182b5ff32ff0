import { afterEach, describe, expect, it, vi } from "vitest";
import { copyText } from "./copy-text.ts";

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

function field(value: string) {
  const element = document.createElement("textarea");
  element.value = value;
  document.body.append(element);
  return element;
}

describe("copyText", () => {
  it("given the Clipboard API, writes the text and reports it copied", async () => {
    const write = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    const element = field("<script></script>");
    await expect(copyText("<script></script>", element)).resolves.toBe("copied");
    expect(write).toHaveBeenCalledWith("<script></script>");
    expect(element.selectionEnd - element.selectionStart).toBe(0);
  });

  it("given the clipboard refuses, selects the whole text for the keyboard instead", async () => {
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(
      new DOMException("denied", "NotAllowedError"),
    );
    const element = field("<script></script>");
    await expect(copyText("<script></script>", element)).resolves.toBe("selected");
    expect(document.activeElement).toBe(element);
    expect(element.selectionStart).toBe(0);
    expect(element.selectionEnd).toBe("<script></script>".length);
  });
});
