import type { Context } from "preact";

/** The root's `identifierPrefix` (react.js), provided by react-dom-client.js around each root. */
export declare const IdentifierPrefixContext: Context<string>;
/** React's `useId` with the root's prefix first. */
export declare function useId(): string;
