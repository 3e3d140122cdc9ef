ALTER TYPE "public"."notification_kind" ADD VALUE 'regularReserved';--> statement-breakpoint
CREATE TABLE "absences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "absences_range" CHECK ("absences"."from_date" <= "absences"."to_date")
);
--> statement-breakpoint
CREATE TABLE "regular_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"eater_id" uuid NOT NULL,
	"cook_id" uuid NOT NULL,
	"weekdays" smallint[] NOT NULL,
	"quantity" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regular_subscriptions_not_self" CHECK ("regular_subscriptions"."eater_id" <> "regular_subscriptions"."cook_id"),
	CONSTRAINT "regular_subscriptions_quantity_range" CHECK ("regular_subscriptions"."quantity" between 1 and 5),
	CONSTRAINT "regular_subscriptions_weekdays" CHECK (cardinality("regular_subscriptions"."weekdays") between 1 and 7 and "regular_subscriptions"."weekdays" <@ '{1,2,3,4,5,6,7}'::smallint[])
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "diet" "dietary_tag"[] DEFAULT '{}'::dietary_tag[] NOT NULL;--> statement-breakpoint
ALTER TABLE "preorders" ADD COLUMN "via_regular" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regular_subscriptions" ADD CONSTRAINT "regular_subscriptions_eater_id_users_id_fk" FOREIGN KEY ("eater_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regular_subscriptions" ADD CONSTRAINT "regular_subscriptions_cook_id_users_id_fk" FOREIGN KEY ("cook_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "absences_user_idx" ON "absences" USING btree ("user_id","from_date");--> statement-breakpoint
CREATE UNIQUE INDEX "regular_subscriptions_eater_cook_key" ON "regular_subscriptions" USING btree ("eater_id","cook_id");--> statement-breakpoint
CREATE INDEX "regular_subscriptions_cook_idx" ON "regular_subscriptions" USING btree ("cook_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "preorders_regular_once_key" ON "preorders" USING btree ("meal_id","eater_id") WHERE "preorders"."via_regular";