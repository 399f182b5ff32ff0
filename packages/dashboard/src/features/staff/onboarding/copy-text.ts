/**
 * Copies `text` with the Clipboard API. Where that is missing or refused (no permission, an insecure
 * origin), selects the text in `field` instead so that the user can copy it with the keyboard.
 */
export async function copyText(
  text: string,
  field: HTMLTextAreaElement | HTMLInputElement | null,
): Promise<"copied" | "selected"> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error("Clipboard API fehlt");
    await navigator.clipboard.writeText(text);
    return "copied";
  } catch {
    field?.focus();
    field?.select();
    return "selected";
  }
}
