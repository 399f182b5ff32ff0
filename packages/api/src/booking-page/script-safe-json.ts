/**
 * JSON for a `<script type="application/ld+json">` block: `<` (and so `</script>` and `<!--`) written as
 * `\u003c`, which JSON reads back as the same character; U+2028/2029 too, for old parsers.
 */
export function scriptSafeJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
