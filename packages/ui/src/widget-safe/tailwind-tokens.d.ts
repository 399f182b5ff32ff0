/** ui's light colour tokens read from its stylesheet's `:root, :host` block. */
export declare function lightColorTokens(css: string): Record<string, string>;
/** ui's spacing step and type scale (size, line height) read from its stylesheet's `@theme` block, in px. */
export declare function pxScaleTokens(css: string): {
  spacing: string;
  fontSize: Record<string, [string, string]>;
};
/**
 * A Tailwind 4 plugin: ui's light colours as `--color-ui-<token>` theme values, its spacing step and type
 * scale in px as `--spacing` and `--text-<size>`.
 */
declare const plugin: {
  handler: () => void;
  config: {
    theme: {
      extend: {
        colors: Record<string, string>;
        spacing: { DEFAULT: string };
        fontSize: Record<string, [string, string]>;
      };
    };
  };
};
export default plugin;
