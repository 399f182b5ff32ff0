/** The CLI's exit codes (64 is sysexits' EX_USAGE). */
export const exitCodes = {
  ok: 0,
  /** The database could not be opened or migrated, or the environment is invalid. */
  failure: 1,
  /** The command was refused: an address in use, a missing or weak password. */
  refused: 2,
  /** Wrong arguments; the usage is printed. */
  usage: 64,
  /** Interrupted at a prompt (Ctrl-C), as shells report SIGINT. */
  interrupted: 130,
} as const;
export type ExitCode = (typeof exitCodes)[keyof typeof exitCodes];
