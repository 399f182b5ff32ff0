CREATE TABLE "table_combination_members" (
	"combination_id" text NOT NULL,
	"table_id" text NOT NULL,
	CONSTRAINT "table_combination_members_combination_id_table_id_pk" PRIMARY KEY("combination_id","table_id")
);
--> statement-breakpoint
CREATE TABLE "table_combinations" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guest_profiles" ADD COLUMN "blocked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_profiles" ADD COLUMN "blocked_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_profiles" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurant_configs" ADD COLUMN "booking_horizon_days" integer DEFAULT 180 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_configs" ADD COLUMN "same_day_cutoff" text;--> statement-breakpoint
ALTER TABLE "restaurant_configs" ADD COLUMN "pacing" jsonb;--> statement-breakpoint
ALTER TABLE "restaurant_configs" ADD COLUMN "online_seat_share" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_configs" ADD COLUMN "change_cutoff_hours" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_configs" ADD COLUMN "auto_block_no_shows" integer;--> statement-breakpoint
ALTER TABLE "tables" ADD COLUMN "internal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "table_combination_members" ADD CONSTRAINT "table_combination_members_combination_id_table_combinations_id_fk" FOREIGN KEY ("combination_id") REFERENCES "public"."table_combinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_combination_members" ADD CONSTRAINT "table_combination_members_table_id_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_combinations" ADD CONSTRAINT "table_combinations_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "table_combination_members_table_idx" ON "table_combination_members" USING btree ("table_id");--> statement-breakpoint
CREATE INDEX "table_combinations_restaurant_idx" ON "table_combinations" USING btree ("restaurant_id");--> statement-breakpoint
ALTER TABLE "restaurant_configs" ADD CONSTRAINT "booking_horizon_days_range" CHECK ("restaurant_configs"."booking_horizon_days" between 1 and 730);--> statement-breakpoint
ALTER TABLE "restaurant_configs" ADD CONSTRAINT "online_seat_share_range" CHECK ("restaurant_configs"."online_seat_share" between 10 and 100);--> statement-breakpoint
ALTER TABLE "restaurant_configs" ADD CONSTRAINT "change_cutoff_hours_range" CHECK ("restaurant_configs"."change_cutoff_hours" between 0 and 72);--> statement-breakpoint
ALTER TABLE "restaurant_configs" ADD CONSTRAINT "auto_block_no_shows_range" CHECK ("restaurant_configs"."auto_block_no_shows" is null or "restaurant_configs"."auto_block_no_shows" between 1 and 20);