-- Every reservation carries the key of its guest (core's `guestKeyOf`) and its phone in E.164 form (core's
-- `guestPhoneKey`), so that the guest book reads one guest's rows by index instead of a restaurant's history.
-- From now on the API writes both with the contact; here existing rows get them, spelled out in SQL
-- (guest-key-migration.test.ts holds this against core on tricky input): the phone without JavaScript's
-- white space (the class below is `\s`) and - / ( ) . ; no digit: ''; '00' becomes '+', a leading '0' '+49'.
-- The key: the address trimmed of that white space in lower case, else the phone's form.
ALTER TABLE "reservations" ADD COLUMN "guest_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "guest_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "reservations" SET "guest_phone" = CASE
    WHEN "compact" !~ '[0-9]' THEN ''
    WHEN "compact" LIKE '+%' THEN "compact"
    WHEN "compact" LIKE '00%' THEN '+' || substr("compact", 3)
    WHEN "compact" LIKE '0%' THEN '+49' || substr("compact", 2)
    ELSE "compact"
  END
FROM (
  SELECT "id" AS "compact_id", regexp_replace("customer_phone", '[\u0009-\u000D\u0020\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF/().-]', '', 'g') AS "compact"
  FROM "reservations"
) AS "phones"
WHERE "phones"."compact_id" = "reservations"."id";--> statement-breakpoint
UPDATE "reservations" SET "guest_key" = coalesce(
  nullif(lower(regexp_replace("customer_email", '^[\u0009-\u000D\u0020\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF]+|[\u0009-\u000D\u0020\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF]+$', '', 'g')), ''),
  "guest_phone");--> statement-breakpoint
CREATE INDEX "reservations_guest_key_idx" ON "reservations" USING btree ("restaurant_id","guest_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "reservations_guest_name_idx" ON "reservations" USING btree ("restaurant_id",lower("customer_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "reservations_guest_surname_idx" ON "reservations" USING btree ("restaurant_id",lower(substring("customer_name" from '([^\u0009-\u000D\u0020\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF]*)[\u0009-\u000D\u0020\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF]*$')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "reservations_guest_phone_idx" ON "reservations" USING btree ("restaurant_id","guest_phone" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "reservations_guest_phone_end_idx" ON "reservations" USING btree ("restaurant_id",reverse("guest_phone") text_pattern_ops);