CREATE TABLE "enquiries" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text DEFAULT '' NOT NULL,
	"customer_phone" text DEFAULT '' NOT NULL,
	"number_of_guests" integer NOT NULL,
	"reservation_date" date NOT NULL,
	"time_slot" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"answer_message" text DEFAULT '' NOT NULL,
	"reservation_id" text,
	"view_token_hash" text NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiries_guests_positive" CHECK ("enquiries"."number_of_guests" > 0)
);
--> statement-breakpoint
ALTER TABLE "restaurant_configs" ADD COLUMN "max_online_party_size" integer;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_restaurant_date_idx" ON "enquiries" USING btree ("restaurant_id","reservation_date");--> statement-breakpoint
CREATE INDEX "enquiries_email_idx" ON "enquiries" USING btree (lower("customer_email"));--> statement-breakpoint
ALTER TABLE "restaurant_configs" ADD CONSTRAINT "max_online_party_size_range" CHECK ("restaurant_configs"."max_online_party_size" is null or "restaurant_configs"."max_online_party_size" between 1 and 30);