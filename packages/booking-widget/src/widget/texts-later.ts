import { germanLater } from "../texts/de-later.ts";
import { loadedEnglish, type StartTexts, type WidgetTexts } from "./texts.ts";

/** All texts of the start texts' language: the start texts and the later steps' words. */
export function withLaterTexts(start: StartTexts): WidgetTexts {
  const english = start.locale === "en" ? loadedEnglish() : null;
  return { ...start, ...(english ? english.later : germanLater) };
}
