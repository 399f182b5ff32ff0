ALTER TABLE "reservations" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "reminder_token_hash" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "guest_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurant_configs" ADD COLUMN "reminder_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_configs" ADD COLUMN "reminder_timing" text DEFAULT '24h' NOT NULL;--> statement-breakpoint
CREATE INDEX "reservations_reminder_due_idx" ON "reservations" USING btree ("starts_at") WHERE "reservations"."reminder_sent_at" is null and "reservations"."status" = 'confirmed';