ALTER TABLE "reservation_events" ADD COLUMN "changes" jsonb;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "seated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "completed_at" timestamp with time zone;