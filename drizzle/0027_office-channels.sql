CREATE TYPE "public"."office_channel_kind" AS ENUM('slack', 'teams', 'mattermost');--> statement-breakpoint
CREATE TABLE "office_channels" (
	"office_id" uuid PRIMARY KEY NOT NULL,
	"kind" "office_channel_kind" NOT NULL,
	"url" varchar(1000) NOT NULL,
	"menu_at" time,
	"last_call_minutes" integer,
	"new_meals" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "office_id" uuid;--> statement-breakpoint
ALTER TABLE "office_channels" ADD CONSTRAINT "office_channels_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A meal published (inserted active, or made active) is posted to its office's channel when the channel asks for
-- new meals (docs/decisions/043-office-channels.md), once per meal, in the publishing transaction.
CREATE FUNCTION enqueue_new_meal_post() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.is_active AND NOT NEW.is_soft_disabled AND NEW.withdrawn_at IS NULL
     AND (TG_OP = 'INSERT' OR NOT OLD.is_active) THEN
    INSERT INTO deliveries (channel, office_id, payload, idempotency_key, next_attempt_at, created_at)
    SELECT 'webhook', c.office_id, jsonb_build_object('mealId', NEW.id), 'newMeal:' || NEW.id,
           NEW.updated_at, NEW.updated_at
      FROM office_channels c
     WHERE c.office_id = NEW.office_id AND c.new_meals
    ON CONFLICT (idempotency_key) DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER meals_new_meal_post AFTER INSERT OR UPDATE OF is_active ON meals
  FOR EACH ROW EXECUTE FUNCTION enqueue_new_meal_post();
