/**
 * The login name of a new sub-user: `username@restaurant-slug` (username trimmed and lowercased). The
 * restaurant part is the restaurant's own slug, given once when it was created (`restaurantSlug`,
 * `slugCandidate`), never one derived from its current name: another restaurant of the same name has
 * another slug.
 */
export function subUserLoginName(username: string, restaurantSlug: string): string {
  return `${username.trim().toLowerCase()}@${restaurantSlug}`;
}
