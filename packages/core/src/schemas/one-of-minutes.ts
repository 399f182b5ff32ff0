import * as z from "zod";

/**
 * One of the given minutes. Written as a union of single literals, not `z.literal([...])`: the API's OpenAPI
 * document (and the client types generated from it) would otherwise allow only the first value.
 */
export function oneOfMinutes<const T extends readonly [number, ...number[]]>(values: T, error: string) {
  const literals = values.map((value) => z.literal(value)) as unknown as [
    z.ZodLiteral<T[number]>,
    ...z.ZodLiteral<T[number]>[],
  ];
  return z.union(literals, { error });
}
