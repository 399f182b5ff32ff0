/** What `pnpm test` (test:build) enforces, bytes after gzip: before the first slots (inline, button), and everything. */
export declare const BUDGET_GZIP_BYTES: { start: number; button: number; total: number };
export interface WidgetFile {
  /** Relative to dist-widget. */
  path: string;
  /** Loaded before the first slots (widget.js, the entry chunk and its static imports). */
  start: boolean;
  /** Loaded at start by a button's script tag (`data-mode="button"`): the start and the dialog's chunk. */
  button: boolean;
  raw: number;
  gzip: number;
}
export interface Figure {
  raw: number;
  gzip: number;
}
/** widget.js and its chunks in `dir` (dist-widget). */
export declare function widgetFiles(dir?: URL): WidgetFile[];
/** At start, on demand and total, each file gzipped (level 9) on its own. */
export declare function widgetSize(dir?: URL): {
  files: WidgetFile[];
  start: Figure;
  /** A button's script tag at start: the start and the dialog's chunk. */
  button: Figure;
  later: Figure;
  total: Figure;
};
export declare function printWidgetSize(size?: ReturnType<typeof widgetSize>): void;
