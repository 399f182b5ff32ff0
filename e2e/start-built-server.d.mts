/** The built server started by `startBuiltServer`. */
export interface BuiltServer {
  /** Its origin, e.g. `http://127.0.0.1:41234`. */
  baseURL: string;
  /** Its private DATA_DIR: mails without SMTP land in `outbox/*.eml` there. */
  dataDir: string;
  /** Ends the server and removes the data directory. */
  stop: () => Promise<void>;
}

/** Starts packages/api/dist/main.js with demo data on a free port and a fresh data directory. */
export function startBuiltServer(options?: { dataDirPrefix?: string }): Promise<BuiltServer>;
