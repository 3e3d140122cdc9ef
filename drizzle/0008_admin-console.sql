CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"actor_email" varchar(254) NOT NULL,
	"action" varchar(60) NOT NULL,
	"target_type" varchar(30) NOT NULL,
	"target_id" uuid,
	"target_label" varchar(200) DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "profiles_created_idx";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
-- Organization names become unique regardless of case; any duplicates from before get a number, not an error.
UPDATE "organizations" o SET "name" = left(o."name", 110) || ' (' || d.n || ')'
  FROM (SELECT "id", row_number() OVER (PARTITION BY lower("name") ORDER BY "created_at", "id") AS n FROM "organizations") d
  WHERE d."id" = o."id" AND d.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_name_lower_key" ON "organizations" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "meals_pickup_idx" ON "meals" USING btree ("pickup_date","id");--> statement-breakpoint
CREATE INDEX "preorders_paid_at_idx" ON "preorders" USING btree ("paid_at") WHERE "preorders"."payment_status" = 'paid';--> statement-breakpoint
CREATE INDEX "preorders_unpaid_open_idx" ON "preorders" USING btree ("meal_id") WHERE "preorders"."payment_status" = 'unpaid' and "preorders"."status" in ('reserved', 'active');--> statement-breakpoint
CREATE INDEX "preorders_waived_idx" ON "preorders" USING btree ("meal_id") WHERE "preorders"."payment_status" = 'waived';--> statement-breakpoint
CREATE INDEX "profiles_created_idx" ON "profiles" USING btree ("created_at","user_id");