CREATE TABLE "restaurant_slug_history" (
	"slug" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "rwg_user_id" text;--> statement-breakpoint
ALTER TABLE "restaurant_configs" ADD COLUMN "reserve_with_google" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_slug_history" ADD CONSTRAINT "restaurant_slug_history_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "restaurant_slug_history_restaurant_idx" ON "restaurant_slug_history" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "reservations_rwg_user_idx" ON "reservations" USING btree ("rwg_user_id") WHERE "reservations"."rwg_user_id" is not null;