export type { OpenOptions, TischserviceGlobal } from "./embed/global-api.ts";
export type { BookedEventDetail, TischserviceEventMap } from "./events.ts";
export { BookingWidget, type BookingWidgetProps } from "./react/booking-widget.tsx";
export { SnippetGenerator, type SnippetGeneratorProps } from "./react/snippet-generator.tsx";
export { createSnippet, type SnippetOptions } from "./snippet.ts";
