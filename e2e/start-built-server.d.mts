/** The built server started by `startBuiltServer`. */
export interface BuiltServer {
  /** Its origin, e.g. `http://127.0.0.1:41234`. */
  baseURL: string;
  /** Its private DATA_DIR: mails without SMTP land in `outbox/*.eml` there. */
  dataDir: string;
  /** Ends the server and removes the data directory. */
  stop: () => Promise<void>;
}

export interface StartBuiltServerOptions {
  /** Names the temporary data directory. */
  dataDirPrefix?: string;
  /** With demo data (default) or an empty platform, as in production. */
  demo?: boolean;
  /** Runs with the data directory before the server opens the database (e.g. `create-admin`). */
  prepare?: (dataDir: string) => Promise<void>;
  /** Added to (or overriding) the server's environment. */
  env?: Record<string, string>;
}

/** Starts packages/api/dist/main.js on a free port with a fresh data directory (demo data unless told). */
export function startBuiltServer(options?: StartBuiltServerOptions): Promise<BuiltServer>;
