CREATE TYPE "public"."wish_status" AS ENUM('open', 'withdrawn');--> statement-breakpoint
CREATE TABLE "wish_backings" (
	"wish_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"quantity" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wish_backings_wish_id_user_id_pk" PRIMARY KEY("wish_id","user_id"),
	CONSTRAINT "wish_backings_quantity_range" CHECK ("wish_backings"."quantity" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "wishes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"title" varchar(80) NOT NULL,
	"from_date" date,
	"to_date" date,
	"max_price_cents" integer,
	"status" "wish_status" DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishes_days_order" CHECK ("wishes"."from_date" is null or "wishes"."to_date" is null or "wishes"."from_date" <= "wishes"."to_date"),
	CONSTRAINT "wishes_price_range" CHECK ("wishes"."max_price_cents" is null or "wishes"."max_price_cents" between 50 and 5000)
);
--> statement-breakpoint
ALTER TABLE "wish_backings" ADD CONSTRAINT "wish_backings_wish_id_wishes_id_fk" FOREIGN KEY ("wish_id") REFERENCES "public"."wishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wish_backings" ADD CONSTRAINT "wish_backings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishes" ADD CONSTRAINT "wishes_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishes" ADD CONSTRAINT "wishes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wish_backings_user_idx" ON "wish_backings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "wishes_office_idx" ON "wishes" USING btree ("office_id","status","expires_at");--> statement-breakpoint
CREATE INDEX "wishes_author_idx" ON "wishes" USING btree ("author_id","status");