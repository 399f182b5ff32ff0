-- Every reservation gets a short reference guests can quote: 6 characters of core's
-- BOOKING_REFERENCE_ALPHABET (no 0, O, 1, I), unique per restaurant. From now on the API draws it (core's
-- `newBookingReference`); here existing rows get one, spelled out in SQL (booking-reference-migration.test.ts
-- holds it against core): each character from the low 5 bits of one of the first 6 bytes of a fresh
-- gen_random_uuid() (those bytes are random in a version 4 UUID; pg_strong_random underneath). Rows whose
-- reference another row of the restaurant drew first draw again until none is left.
ALTER TABLE "reservations" ADD COLUMN "reference" text;--> statement-breakpoint
DO $$
BEGIN
  LOOP
    UPDATE "reservations" SET "reference" = (
      SELECT string_agg(substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (get_byte("drawn"."bytes", "i") & 31) + 1, 1), '' ORDER BY "i")
      FROM generate_series(0, 5) AS "i"
    )
    FROM (
      SELECT "id" AS "drawn_id", uuid_send(gen_random_uuid()) AS "bytes"
      FROM (
        SELECT "id", "reference",
          row_number() OVER (PARTITION BY "restaurant_id", "reference" ORDER BY "created_at", "id") AS "n"
        FROM "reservations"
      ) AS "ranked"
      WHERE "reference" IS NULL OR "n" > 1
    ) AS "drawn"
    WHERE "drawn"."drawn_id" = "reservations"."id";
    EXIT WHEN NOT FOUND;
  END LOOP;
END
$$;--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_reference_unique" ON "reservations" USING btree ("restaurant_id","reference");
