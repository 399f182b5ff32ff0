import * as z from "zod";
import { LIST_PAGE_MAX, LIST_SEARCH_MAX_LENGTH } from "../rules/list-pages.ts";
import { listPageTexts } from "../texts/list-pages.ts";
import { restaurantSchema } from "./restaurant.ts";
import { userSchema } from "./user.ts";

const invalidLimit = listPageTexts.invalidLimit(LIST_PAGE_MAX);
const searchTooLong = listPageTexts.searchTooLong(LIST_SEARCH_MAX_LENGTH);

/**
 * The parameters every paged list of restaurants and accounts takes, all optional (none at all asks for
 * the whole list; core's `isListPageRequest`). `q`: the search; `cursor`: the `nextCursor` of the page
 * before, with the same search; `limit`: entries per page (1 to `LIST_PAGE_MAX`, default
 * `LIST_PAGE_SIZE`). Unknown parameters are ignored rather than refused: integrations that called the
 * whole list with a cache-busting parameter keep working.
 */
const listPageQueryFields = {
  q: z
    .string({ error: searchTooLong })
    .trim()
    .max(LIST_SEARCH_MAX_LENGTH, { error: searchTooLong })
    .optional(),
  cursor: z
    .string({ error: listPageTexts.invalidCursor })
    .min(1, { error: listPageTexts.invalidCursor })
    .max(400, { error: listPageTexts.invalidCursor })
    .optional(),
  limit: z.coerce
    .number({ error: invalidLimit })
    .int({ error: invalidLimit })
    .min(1, { error: invalidLimit })
    .max(LIST_PAGE_MAX, { error: invalidLimit })
    .optional(),
};

/** `GET /api/restaurants?q=&cursor=&limit=`: `q` looks in name, address (street and city) and cuisine. */
export const restaurantListQuerySchema = z.object(listPageQueryFields);
export type RestaurantListQuery = z.infer<typeof restaurantListQuerySchema>;
/** What a client sends (the limit a number). */
export type RestaurantListRequest = z.input<typeof restaurantListQuerySchema>;

/** `GET /api/users?q=&cursor=&limit=` (admins): `q` looks in name and e-mail address. */
export const userListQuerySchema = z.object(listPageQueryFields);
export type UserListQuery = z.infer<typeof userListQuerySchema>;
export type UserListRequest = z.input<typeof userListQuerySchema>;

/**
 * One page: its entries, where the next page starts (null: this was the last) and how many entries match
 * in all where the server counted them (null otherwise). An answer without `nextCursor` (a server that
 * answered the whole list) reads as the only page.
 */
function pageResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    success: z.boolean(),
    data: z.array(item),
    nextCursor: z.string().nullable().default(null),
    total: z.number().int().nonnegative().nullable().default(null),
  });
}

/** A page of `GET /api/restaurants` (also under `restaurants`, the name older clients read; read from `data`). */
export const restaurantPageResponseSchema = pageResponseSchema(restaurantSchema);
export type RestaurantPageResponse = z.infer<typeof restaurantPageResponseSchema>;

/** A page of `GET /api/users`. */
export const userPageResponseSchema = pageResponseSchema(userSchema);
export type UserPageResponse = z.infer<typeof userPageResponseSchema>;
