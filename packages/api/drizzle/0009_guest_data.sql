ALTER TABLE "outbox" ADD COLUMN "restaurant_id" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "reservation_id" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_email_idx" ON "reservations" USING btree (lower("customer_email"));--> statement-breakpoint
CREATE INDEX "outbox_reservation_idx" ON "outbox" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "outbox_restaurant_idx" ON "outbox" USING btree ("restaurant_id");