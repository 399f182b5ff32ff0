-- Every restaurant gets a slug, the part after `@` of its sub-users' logins. Existing restaurants get the one
-- their name gives today (core's `restaurantSlug`), so that the logins their sub-users already have (stored
-- in users.email, unchanged here) keep matching. Written out in SQL: lowercase (capital umlauts and ẞ are
-- replaced explicitly, lower() of the C locale touches only ASCII), ä→ae ö→oe ü→ue ß→ss, accents dropped
-- (NFD, then everything but a-z0-9 removed), at most 20 characters, 'restaurant' when nothing is left.
ALTER TABLE "restaurants" ADD COLUMN "slug" text;--> statement-breakpoint
UPDATE "restaurants" SET "slug" = coalesce(
  nullif(
    left(
      regexp_replace(
        lower(normalize(
          replace(replace(replace(replace(replace(replace(replace(replace(
            "name",
            'Ä', 'ae'), 'Ö', 'oe'), 'Ü', 'ue'), 'ẞ', 'ss'), 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'),
          NFD)),
        '[^a-z0-9]', '', 'g'),
      20),
    ''),
  'restaurant');--> statement-breakpoint
-- Restaurants whose names give the same slug: the oldest (created_at, then id) keeps it; each other one, in
-- the same order, takes the smallest free numeric suffix (core's `slugCandidate`: the slug cut so that slug
-- and number stay within 20 characters). Bare slugs are settled first, so a restaurant whose name gives
-- 'linde2' keeps it even when a second 'Linde' is younger or older.
DO $$
DECLARE
  duplicate record;
  n integer;
  candidate text;
BEGIN
  FOR duplicate IN
    SELECT ranked."id", ranked."slug"
    FROM (
      SELECT "id", "slug", "created_at",
        row_number() OVER (PARTITION BY "slug" ORDER BY "created_at", "id") AS "rank"
      FROM "restaurants"
    ) AS ranked
    WHERE ranked."rank" > 1
    ORDER BY ranked."created_at", ranked."id"
  LOOP
    n := 2;
    LOOP
      candidate := left(duplicate."slug", 20 - length(n::text)) || n::text;
      EXIT WHEN NOT EXISTS (SELECT 1 FROM "restaurants" WHERE "slug" = candidate);
      n := n + 1;
    END LOOP;
    UPDATE "restaurants" SET "slug" = candidate WHERE "id" = duplicate."id";
  END LOOP;
END
$$;--> statement-breakpoint
ALTER TABLE "restaurants" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "restaurants_slug_unique" ON "restaurants" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_slug_shape" CHECK ("restaurants"."slug" ~ '^[a-z0-9]{1,20}$');
