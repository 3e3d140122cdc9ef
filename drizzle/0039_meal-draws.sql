CREATE TYPE "public"."draw_outcome" AS ENUM('won', 'lost');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'drawWon';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'drawLost';--> statement-breakpoint
CREATE TABLE "meal_draw_entries" (
	"meal_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"quantity" smallint NOT NULL,
	"weight" smallint,
	"position" integer,
	"outcome" "draw_outcome",
	"preorder_id" uuid,
	"waitlist_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_draw_entries_meal_id_user_id_pk" PRIMARY KEY("meal_id","user_id"),
	CONSTRAINT "meal_draw_entries_quantity_range" CHECK ("meal_draw_entries"."quantity" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "meal_draws" (
	"meal_id" uuid PRIMARY KEY NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"drawn_at" timestamp with time zone,
	"seed" bigint,
	"portions" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meal_draw_entries" ADD CONSTRAINT "meal_draw_entries_meal_id_meal_draws_meal_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meal_draws"("meal_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_draw_entries" ADD CONSTRAINT "meal_draw_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_draw_entries" ADD CONSTRAINT "meal_draw_entries_preorder_id_preorders_id_fk" FOREIGN KEY ("preorder_id") REFERENCES "public"."preorders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_draw_entries" ADD CONSTRAINT "meal_draw_entries_waitlist_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("waitlist_entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_draws" ADD CONSTRAINT "meal_draws_meal_id_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meal_draw_entries_user_idx" ON "meal_draw_entries" USING btree ("user_id","outcome");--> statement-breakpoint
CREATE INDEX "meal_draws_due_idx" ON "meal_draws" USING btree ("closes_at") WHERE "meal_draws"."drawn_at" is null;--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_meal_draw_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  meal uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN
    meal := OLD.meal_id;
  ELSE
    meal := NEW.meal_id;
  END IF;
  PERFORM notify_menu_meals(m.office_id) FROM meals m WHERE m.id = meal;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER meal_draw_entries_menu_change
  AFTER INSERT OR DELETE ON public.meal_draw_entries
  FOR EACH ROW
  EXECUTE FUNCTION notify_meal_draw_change();
--> statement-breakpoint
CREATE TRIGGER meal_draws_menu_change
  AFTER INSERT OR DELETE OR UPDATE OF drawn_at ON public.meal_draws
  FOR EACH ROW
  EXECUTE FUNCTION notify_meal_draw_change();
