/** A page part (route chunk) that did not load (dashboard spec section 9: 120 s time-out). */

export { chunkLoadTexts } from "./project/chunk-load.ts";
