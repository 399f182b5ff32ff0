-- Double-booking guarantee in the database: two active assignments of one table never overlap in time.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "reservation_tables" ADD CONSTRAINT "reservation_tables_no_overlap"
  EXCLUDE USING gist ("table_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE (NOT "released");
