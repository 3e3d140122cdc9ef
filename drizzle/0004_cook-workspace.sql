-- Photos become real files: re-encoded variants under a content-hashed key (<key>-card.webp, <key>-large.webp)
-- with the large variant's size. Rows made before had no file behind them (nothing could upload), so they go.
DELETE FROM "meal_photos";--> statement-breakpoint
ALTER TABLE "meal_photos" DROP COLUMN "url";--> statement-breakpoint
ALTER TABLE "meal_photos" ADD COLUMN "image_key" varchar(200) NOT NULL;--> statement-breakpoint
ALTER TABLE "meal_photos" ADD COLUMN "width" smallint NOT NULL;--> statement-breakpoint
ALTER TABLE "meal_photos" ADD COLUMN "height" smallint NOT NULL;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "no_allergens" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "allergens_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "withdraw_reason" varchar(300);--> statement-breakpoint
-- Meals listed before the allergen decision existed: an empty list meant "none".
UPDATE "meals" SET "no_allergens" = true WHERE cardinality("allergens") = 0;--> statement-breakpoint
ALTER TABLE "meals" ADD CONSTRAINT "meals_allergen_decision" CHECK ((cardinality("meals"."allergens") = 0) = "meals"."no_allergens");
