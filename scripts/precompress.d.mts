import type { Plugin } from "vite";

/** Writes `file.br` and `file.gz` beside `file` where they are smaller; removes older copies otherwise. */
export declare function precompressFile(file: string): Promise<void>;
/** `precompressFile` for each of `files` that is worth compressing (text types). */
export declare function precompressFiles(files: string[]): Promise<void>;
/** Precompresses every compressible file below `dir` (dot folders left out). */
export declare function precompressDir(dir: string): Promise<void>;
/** Vite plugin: precompresses the output folder once a non-SSR build has written it. */
export declare function precompress(): Plugin;
