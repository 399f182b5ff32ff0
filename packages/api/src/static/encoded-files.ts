import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { constants, gzip } from "node:zlib";

const gzipBest = promisify(gzip);

/** Files above this size are streamed from disk as they are, never kept. */
const MAX_FILE_BYTES = 4 * 1024 * 1024;

interface Entry {
  /** The file's size and modification time when it was read: a changed file is read again. */
  stamp: string;
  bytes: Buffer;
  gzip: Promise<Buffer> | undefined;
  size: number;
}

/**
 * The built apps' text files (widget.js and its chunks, the site's pages, the dashboard's scripts) in
 * memory with their gzip form, made once per file and process at the best level instead of per request:
 * Hono's `compress()` would compress every answer anew, at the default level, which for the dashboard's
 * scripts is milliseconds of CPU per visitor and for widget.js more bytes than the size budget counts.
 * An entry is used while the file's size and modification time are the same; the least recently used
 * go first when more than `maxBytes` are kept.
 */
export class EncodedFiles {
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;

  constructor(readonly maxBytes = 64 * 1024 * 1024) {}

  /** The file's bytes, or null when it is too large to keep (the caller streams it). */
  async bytes(file: string, size: number, mtimeMs: number): Promise<Buffer | null> {
    const entry = await this.#entry(file, size, mtimeMs);
    return entry?.bytes ?? null;
  }

  /** The file's gzip form (level 9), made on first need; null when it is too large to keep. */
  async gzip(file: string, size: number, mtimeMs: number): Promise<Buffer | null> {
    const entry = await this.#entry(file, size, mtimeMs);
    if (!entry) return null;
    if (!entry.gzip) {
      const made = gzipBest(entry.bytes, { level: constants.Z_BEST_COMPRESSION });
      entry.gzip = made;
      made.then(
        (compressed) => this.#grow(file, entry, compressed.byteLength),
        // A failure is not kept: the next request tries again.
        () => {
          if (entry.gzip === made) entry.gzip = undefined;
        },
      );
    }
    return entry.gzip;
  }

  async #entry(file: string, size: number, mtimeMs: number): Promise<Entry | null> {
    if (size > MAX_FILE_BYTES) return null;
    const stamp = `${size}:${mtimeMs}`;
    const known = this.#entries.get(file);
    if (known?.stamp === stamp) {
      // Most recently used last.
      this.#entries.delete(file);
      this.#entries.set(file, known);
      return known;
    }
    const bytes = await readFile(file);
    // Changed while it was read: served as read, kept only when it is what was asked for.
    const entry: Entry = { stamp, bytes, gzip: undefined, size: 0 };
    if (bytes.byteLength !== size) return entry;
    this.#forget(file);
    this.#entries.set(file, entry);
    this.#grow(file, entry, bytes.byteLength);
    return entry;
  }

  /** Counts `bytes` more for a kept entry (not for one dropped or replaced meanwhile), then makes room. */
  #grow(file: string, entry: Entry, bytes: number) {
    if (this.#entries.get(file) !== entry) return;
    entry.size += bytes;
    this.#bytes += bytes;
    for (const [file, oldest] of this.#entries) {
      if (this.#bytes <= this.maxBytes || oldest === entry) break;
      this.#forget(file);
    }
  }

  #forget(file: string) {
    const entry = this.#entries.get(file);
    if (!entry) return;
    this.#entries.delete(file);
    this.#bytes -= entry.size;
  }

  /** What is kept, in bytes (files and their compressed forms). */
  get keptBytes(): number {
    return this.#bytes;
  }
}
