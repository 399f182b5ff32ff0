/** Debian's chromium unless CHROMIUM_PATH names another. */
export const chromiumExecutablePath: string;

/** The flags every launch passes. */
export const chromiumArgs: readonly string[];
