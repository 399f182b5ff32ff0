import type { Restaurant } from "@tischservice/core/schemas";

/** Id of the JSON block that carries build-time data from the prerendered HTML to the hydrating app. */
export const buildDataElementId = "site-data";

export interface BuildData {
  partners: Restaurant[];
}

/** The JSON block for the HTML; `<` is escaped so that no text can close the script element. */
export function buildDataScript(data: BuildData): string {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${buildDataElementId}">${json}</script>`;
}

/** What the prerendered page carries; empty in the dev server (the live list arrives instead). */
export function readBuildData(root: Document = document): BuildData {
  const element = root.getElementById(buildDataElementId);
  try {
    const parsed: unknown = element?.textContent ? JSON.parse(element.textContent) : null;
    if (parsed && typeof parsed === "object" && "partners" in parsed && Array.isArray(parsed.partners)) {
      return { partners: parsed.partners as Restaurant[] };
    }
  } catch {
    // A damaged block: start without build-time partners.
  }
  return { partners: [] };
}
