/** The success answers (`{ success: true, ... }`) that many routes share, for their OpenAPI `responses`. */
import { z } from "zod";

/** The usual success answer: `{ success: true, data }`. */
export const dataAnswer = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

/** The success answer with a message to show (a change, a few lists): `{ success: true, message, data }`. */
export const messageDataAnswer = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string(), data });

/**
 * `{ success: true, [alternate]: data, data }`: the answers whose data older clients read under a name of
 * its own (`restaurant`, `config`, `rooms`, ...; docs/requirements.md#answer-shapes).
 */
export function alternateDataAnswer<const N extends string, T extends z.ZodType>(alternate: N, data: T) {
  const underAlternate = { [alternate]: data } as Record<N, T>;
  return z.object({ success: z.literal(true), ...underAlternate, data });
}
