/**
 * True for PostgreSQL's unique-violation error (also when wrapped by Drizzle); with `constraint`, only for a
 * violation of that unique index or constraint.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: violated } = current as { code?: unknown; constraint?: unknown };
    if (code === "23505") return constraint === undefined || violated === constraint;
  }
  return false;
}
