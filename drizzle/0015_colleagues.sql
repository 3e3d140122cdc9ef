CREATE TYPE "public"."handover_status" AS ENUM('offered', 'accepted', 'declined', 'withdrawn', 'expired', 'released');--> statement-breakpoint
CREATE TYPE "public"."waitlist_status" AS ENUM('waiting', 'promoted', 'left', 'closed');--> statement-breakpoint
ALTER TYPE "public"."email_template_code" ADD VALUE 'WAITLIST_PROMOTED';--> statement-breakpoint
ALTER TYPE "public"."email_template_code" ADD VALUE 'WAITLIST_CLOSED';--> statement-breakpoint
ALTER TYPE "public"."email_template_code" ADD VALUE 'HANDOVER_OFFERED';--> statement-breakpoint
ALTER TYPE "public"."email_template_code" ADD VALUE 'FOLLOWED_COOKS_DIGEST';--> statement-breakpoint
CREATE TABLE "cook_follows" (
	"follower_id" uuid NOT NULL,
	"cook_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cook_follows_follower_id_cook_id_pk" PRIMARY KEY("follower_id","cook_id"),
	CONSTRAINT "cook_follows_not_self" CHECK ("cook_follows"."follower_id" <> "cook_follows"."cook_id")
);
--> statement-breakpoint
CREATE TABLE "handovers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"preorder_id" uuid NOT NULL,
	"meal_id" uuid NOT NULL,
	"from_eater_id" uuid NOT NULL,
	"to_eater_id" uuid,
	"taker_id" uuid,
	"status" "handover_status" DEFAULT 'offered' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "waitlist_entries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"meal_id" uuid NOT NULL,
	"eater_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"status" "waitlist_status" DEFAULT 'waiting' NOT NULL,
	"preorder_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_quantity_range" CHECK ("waitlist_entries"."quantity" between 1 and 50)
);
--> statement-breakpoint
ALTER TABLE "preorders" ADD COLUMN "from_waitlist" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cook_follows" ADD CONSTRAINT "cook_follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cook_follows" ADD CONSTRAINT "cook_follows_cook_id_users_id_fk" FOREIGN KEY ("cook_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_preorder_id_preorders_id_fk" FOREIGN KEY ("preorder_id") REFERENCES "public"."preorders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_meal_id_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_from_eater_id_users_id_fk" FOREIGN KEY ("from_eater_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_to_eater_id_users_id_fk" FOREIGN KEY ("to_eater_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_taker_id_users_id_fk" FOREIGN KEY ("taker_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_meal_id_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_eater_id_users_id_fk" FOREIGN KEY ("eater_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_preorder_id_preorders_id_fk" FOREIGN KEY ("preorder_id") REFERENCES "public"."preorders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cook_follows_cook_idx" ON "cook_follows" USING btree ("cook_id");--> statement-breakpoint
CREATE UNIQUE INDEX "handovers_open_per_preorder_key" ON "handovers" USING btree ("preorder_id") WHERE "handovers"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "handovers_open_meal_idx" ON "handovers" USING btree ("meal_id") WHERE "handovers"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "handovers_open_to_idx" ON "handovers" USING btree ("to_eater_id") WHERE "handovers"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "handovers_open_expiry_idx" ON "handovers" USING btree ("expires_at") WHERE "handovers"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "handovers_from_idx" ON "handovers" USING btree ("from_eater_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_waiting_key" ON "waitlist_entries" USING btree ("meal_id","eater_id") WHERE "waitlist_entries"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "waitlist_entries_line_idx" ON "waitlist_entries" USING btree ("meal_id","seq") WHERE "waitlist_entries"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "waitlist_entries_eater_idx" ON "waitlist_entries" USING btree ("eater_id","created_at");