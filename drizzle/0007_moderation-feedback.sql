CREATE TYPE "public"."feedback_rating" AS ENUM('up', 'down');--> statement-breakpoint
CREATE TABLE "meal_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"preorder_id" uuid NOT NULL,
	"meal_id" uuid NOT NULL,
	"cook_id" uuid NOT NULL,
	"rating" "feedback_rating" NOT NULL,
	"note" varchar(500),
	"reported_food_safety" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_feedback_note_not_blank" CHECK ("meal_feedback"."note" is null or char_length(btrim("meal_feedback"."note")) > 0)
);
--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "reason" SET DATA TYPE text;--> statement-breakpoint
UPDATE "reports" SET "reason" = 'foodSafety' WHERE "reason" = 'food_safety';--> statement-breakpoint
DROP TYPE "public"."report_reason";--> statement-breakpoint
CREATE TYPE "public"."report_reason" AS ENUM('foodSafety', 'inappropriate', 'spam', 'misleading', 'other');--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "reason" SET DATA TYPE "public"."report_reason" USING "reason"::"public"."report_reason";--> statement-breakpoint
ALTER TABLE "access_requests" ADD COLUMN "contacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "access_requests" ADD COLUMN "contacted_by" uuid;--> statement-breakpoint
ALTER TABLE "meal_feedback" ADD CONSTRAINT "meal_feedback_preorder_id_preorders_id_fk" FOREIGN KEY ("preorder_id") REFERENCES "public"."preorders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_feedback" ADD CONSTRAINT "meal_feedback_meal_id_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_feedback" ADD CONSTRAINT "meal_feedback_cook_id_users_id_fk" FOREIGN KEY ("cook_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meal_feedback_preorder_key" ON "meal_feedback" USING btree ("preorder_id");--> statement-breakpoint
CREATE INDEX "meal_feedback_cook_idx" ON "meal_feedback" USING btree ("cook_id","created_at");--> statement-breakpoint
CREATE INDEX "meal_feedback_meal_idx" ON "meal_feedback" USING btree ("meal_id");--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_contacted_by_users_id_fk" FOREIGN KEY ("contacted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_per_reporter_key" ON "reports" USING btree ("reporter_id","target_type","target_id") WHERE "reports"."status" = 'open';