CREATE TYPE "public"."allergen" AS ENUM('gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs');--> statement-breakpoint
CREATE TYPE "public"."dietary_tag" AS ENUM('vegetarian', 'vegan', 'glutenFree');--> statement-breakpoint
CREATE TYPE "public"."email_event_status" AS ENUM('pending', 'processing', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."email_template_code" AS ENUM('TEST', 'DAILY_MENU', 'RESERVATION_CONFIRMATION', 'MORNING_PICKUP_REMINDER', 'NEW_PREORDER_ALERT', 'EVENING_COOK_SUMMARY');--> statement-breakpoint
CREATE TYPE "public"."locale" AS ENUM('en', 'lt');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('cash', 'bank_transfer', 'mobile_app');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('unpaid', 'paid', 'waived');--> statement-breakpoint
CREATE TYPE "public"."preorder_status" AS ENUM('active', 'reserved', 'cancelled', 'fulfilled');--> statement-breakpoint
CREATE TYPE "public"."report_reason" AS ENUM('food_safety', 'inappropriate', 'spam', 'misleading', 'other');--> statement-breakpoint
CREATE TYPE "public"."report_status" AS ENUM('open', 'resolved', 'dismissed');--> statement-breakpoint
CREATE TYPE "public"."report_target_type" AS ENUM('meal', 'user');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('eater', 'cook', 'admin', 'super_admin');--> statement-breakpoint
CREATE TABLE "offices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" varchar(120) NOT NULL,
	"slug" varchar(60) NOT NULL,
	"subdomain" varchar(60),
	"time_zone" varchar(64) DEFAULT 'Europe/Vilnius' NOT NULL,
	"pickup_start" time DEFAULT '12:30' NOT NULL,
	"pickup_end" time DEFAULT '13:30' NOT NULL,
	"cutoff_time" time DEFAULT '18:00' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offices_slug_format" CHECK ("offices"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "offices_pickup_order" CHECK ("offices"."pickup_start" < "offices"."pickup_end")
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(120) NOT NULL,
	"allowed_email_domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"first_name" varchar(100) DEFAULT '' NOT NULL,
	"last_name" varchar(100) DEFAULT '' NOT NULL,
	"avatar_url" varchar(2048),
	"locale" "locale" DEFAULT 'en' NOT NULL,
	"role" "user_role" DEFAULT 'eater' NOT NULL,
	"office_id" uuid,
	"suspended_until" timestamp with time zone,
	"allergens" "allergen"[] DEFAULT '{}'::allergen[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_id_hex" CHECK ("sessions"."id" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text,
	"email_verified_at" timestamp with time zone,
	"google_subject" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meal_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meal_id" uuid NOT NULL,
	"url" varchar(2048) NOT NULL,
	"position" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_photos_meal_position_key" UNIQUE("meal_id","position"),
	CONSTRAINT "meal_photos_position_range" CHECK ("meal_photos"."position" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "meals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cook_id" uuid NOT NULL,
	"office_id" uuid NOT NULL,
	"title" varchar(80) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"total_portions" integer NOT NULL,
	"available_portions" integer NOT NULL,
	"pickup_date" date NOT NULL,
	"pickup_start" time NOT NULL,
	"pickup_end" time NOT NULL,
	"cutoff_date" date,
	"cutoff_time" time DEFAULT '18:00' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_soft_disabled" boolean DEFAULT false NOT NULL,
	"dietary_tags" "dietary_tag"[] DEFAULT '{}'::dietary_tag[] NOT NULL,
	"allergens" "allergen"[] DEFAULT '{}'::allergen[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meals_price_range" CHECK ("meals"."price_cents" between 50 and 5000),
	CONSTRAINT "meals_total_portions_range" CHECK ("meals"."total_portions" between 1 and 50),
	CONSTRAINT "meals_available_portions_range" CHECK ("meals"."available_portions" between 0 and "meals"."total_portions"),
	CONSTRAINT "meals_pickup_order" CHECK ("meals"."pickup_start" < "meals"."pickup_end"),
	CONSTRAINT "meals_title_not_blank" CHECK (char_length(btrim("meals"."title")) > 0)
);
--> statement-breakpoint
CREATE TABLE "preorders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meal_id" uuid NOT NULL,
	"eater_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"status" "preorder_status" DEFAULT 'reserved' NOT NULL,
	"payment_status" "payment_status" DEFAULT 'unpaid' NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_method" "payment_method",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preorders_quantity_range" CHECK ("preorders"."quantity" between 1 and 50),
	CONSTRAINT "preorders_paid_has_time" CHECK ("preorders"."payment_status" <> 'paid' or "preorders"."paid_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reason" "report_reason" NOT NULL,
	"note" varchar(1000),
	"status" "report_status" DEFAULT 'open' NOT NULL,
	"target_type" "report_target_type" NOT NULL,
	"target_id" uuid NOT NULL,
	"reporter_id" uuid,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"resolution_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_code" "email_template_code" NOT NULL,
	"recipient_user_id" uuid,
	"recipient_email" varchar(254) NOT NULL,
	"locale" "locale" DEFAULT 'en' NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" "email_event_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_events_attempts_nonnegative" CHECK ("email_events"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "email_prefs" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"unsub_token" varchar(64) NOT NULL,
	"transactional" boolean DEFAULT true NOT NULL,
	"marketing" boolean DEFAULT false NOT NULL,
	"locale" "locale" DEFAULT 'en' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_code" "email_template_code" NOT NULL,
	"locale" "locale" NOT NULL,
	"subject" varchar(200) NOT NULL,
	"body_html" text NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"email" varchar(254) NOT NULL,
	"office_guess" varchar(200),
	"org_guess" varchar(200),
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(64) NOT NULL,
	"category" varchar(64),
	"label" varchar(128),
	"value" integer,
	"user_id" uuid,
	"props" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offices" ADD CONSTRAINT "offices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_photos" ADD CONSTRAINT "meal_photos_meal_id_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meals" ADD CONSTRAINT "meals_cook_id_users_id_fk" FOREIGN KEY ("cook_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meals" ADD CONSTRAINT "meals_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preorders" ADD CONSTRAINT "preorders_meal_id_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preorders" ADD CONSTRAINT "preorders_eater_id_users_id_fk" FOREIGN KEY ("eater_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_events" ADD CONSTRAINT "email_events_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_prefs" ADD CONSTRAINT "email_prefs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offices_slug_key" ON "offices" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "offices_subdomain_key" ON "offices" USING btree ("subdomain");--> statement-breakpoint
CREATE INDEX "offices_organization_idx" ON "offices" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "profiles_office_idx" ON "profiles" USING btree ("office_id");--> statement-breakpoint
CREATE INDEX "profiles_role_idx" ON "profiles" USING btree ("role");--> statement-breakpoint
CREATE INDEX "profiles_created_idx" ON "profiles" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_subject_key" ON "users" USING btree ("google_subject");--> statement-breakpoint
CREATE INDEX "meals_office_pickup_idx" ON "meals" USING btree ("office_id","pickup_date");--> statement-breakpoint
CREATE INDEX "meals_cook_idx" ON "meals" USING btree ("cook_id","pickup_date");--> statement-breakpoint
CREATE INDEX "preorders_eater_idx" ON "preorders" USING btree ("eater_id","created_at");--> statement-breakpoint
CREATE INDEX "preorders_meal_idx" ON "preorders" USING btree ("meal_id","status");--> statement-breakpoint
CREATE INDEX "preorders_created_idx" ON "preorders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reports_status_idx" ON "reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reports_target_idx" ON "reports" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "email_events_status_idx" ON "email_events" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_prefs_unsub_token_key" ON "email_prefs" USING btree ("unsub_token");--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_code_locale_key" ON "email_templates" USING btree ("template_code","locale");--> statement-breakpoint
CREATE INDEX "access_requests_created_idx" ON "access_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_name_idx" ON "analytics_events" USING btree ("name","created_at");