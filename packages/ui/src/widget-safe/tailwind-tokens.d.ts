/** ui's light colour tokens read from its stylesheet's `:root, :host` block. */
export declare function lightColorTokens(css: string): Record<string, string>;
/** A Tailwind 4 plugin: ui's light colours as `--color-ui-<token>` theme values. */
declare const plugin: {
  handler: () => void;
  config: { theme: { extend: { colors: Record<string, string> } } };
};
export default plugin;
