CREATE TABLE "reservation_events" (
	"id" text PRIMARY KEY NOT NULL,
	"reservation_id" text NOT NULL,
	"restaurant_id" text NOT NULL,
	"type" text NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservation_events" ADD CONSTRAINT "reservation_events_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_events" ADD CONSTRAINT "reservation_events_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_events" ADD CONSTRAINT "reservation_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_events_reservation_idx" ON "reservation_events" USING btree ("reservation_id","at");--> statement-breakpoint
-- Backfill: every existing reservation gets its "created" entry, so no history is empty.
INSERT INTO "reservation_events" ("id", "reservation_id", "restaurant_id", "type", "actor", "actor_user_id", "at")
SELECT gen_random_uuid()::text, "id", "restaurant_id", 'created',
	CASE "source" WHEN 'staff' THEN 'staff' WHEN 'demo' THEN 'system' ELSE 'guest' END,
	"customer_user_id", "created_at"
FROM "reservations";
