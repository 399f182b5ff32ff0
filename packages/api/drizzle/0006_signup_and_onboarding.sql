ALTER TABLE "users" ALTER COLUMN "email_verified_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "restaurant_configs" ADD COLUMN "hours_saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "plan" text;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "onboarding_dismissed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "widget_copied_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written: restaurants from before the onboarding checklist (demo ones included) start with it closed,
-- and their opening hours count as set by the owner.
UPDATE "restaurants" SET "onboarding_dismissed_at" = "created_at" WHERE "onboarding_dismissed_at" IS NULL;--> statement-breakpoint
UPDATE "restaurant_configs" SET "hours_saved_at" = "updated_at" WHERE "hours_saved_at" IS NULL;
