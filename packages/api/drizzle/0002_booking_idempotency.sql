ALTER TABLE "reservations" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_idempotency_unique" ON "reservations" USING btree ("restaurant_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "reservations_restaurant_created_idx" ON "reservations" USING btree ("restaurant_id","created_at");