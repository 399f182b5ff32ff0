export { createSnippet, type SnippetOptions } from "./snippet.ts";
