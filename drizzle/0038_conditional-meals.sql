CREATE TYPE "public"."meal_condition_outcome" AS ENUM('goesAhead', 'calledOff');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'mealGoesAhead';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'mealCalledOff';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'wishClaimed';--> statement-breakpoint
ALTER TYPE "public"."wish_status" ADD VALUE 'claimed';--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "minimum_portions" integer;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "condition_outcome" "meal_condition_outcome";--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "condition_settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wishes" ADD COLUMN "claimed_by" uuid;--> statement-breakpoint
ALTER TABLE "wishes" ADD COLUMN "meal_id" uuid;--> statement-breakpoint
ALTER TABLE "wishes" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wishes" ADD CONSTRAINT "wishes_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishes" ADD CONSTRAINT "wishes_meal_id_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wishes_meal_idx" ON "wishes" USING btree ("meal_id");--> statement-breakpoint
ALTER TABLE "meals" ADD CONSTRAINT "meals_minimum_portions_range" CHECK ("meals"."minimum_portions" is null or "meals"."minimum_portions" between 2 and "meals"."total_portions");--> statement-breakpoint
ALTER TABLE "meals" ADD CONSTRAINT "meals_condition_settled" CHECK (("meals"."condition_outcome" is null) = ("meals"."condition_settled_at" is null) and ("meals"."condition_outcome" is null or "meals"."minimum_portions" is not null));
--> statement-breakpoint
-- Conditional meals (docs/decisions/063-*.md): the functions and triggers that settle a meal's minimum once and
-- tell its people; their current definitions are in server/db/sql/ (settle_meal_condition.sql,
-- meal_condition_notifications.sql, settle_conditional_meals.sql).
CREATE OR REPLACE FUNCTION settle_meal_condition() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.minimum_portions IS NOT NULL AND NEW.condition_outcome IS NULL
     AND NEW.total_portions - NEW.available_portions >= NEW.minimum_portions THEN
    NEW.condition_outcome := 'goesAhead';
    NEW.condition_settled_at := coalesce(NEW.updated_at, now());
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER meals_settle_condition
  BEFORE UPDATE OF available_portions, total_portions ON public.meals
  FOR EACH ROW
  EXECUTE FUNCTION settle_meal_condition();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION meal_condition_notifications() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  notice_kind notification_kind := CASE WHEN NEW.condition_outcome = 'goesAhead' THEN 'mealGoesAhead' ELSE 'mealCalledOff' END;
  committed_portions int := NEW.total_portions - NEW.available_portions;
BEGIN
  INSERT INTO notifications (user_id, kind, meal_id, payload, dedupe_key, created_at)
  SELECT who.user_id, notice_kind, NEW.id,
         jsonb_build_object('mealTitle', NEW.title, 'pickupDate', NEW.pickup_date,
                            'minimum', NEW.minimum_portions, 'committed', committed_portions,
                            'forCook', who.user_id = NEW.cook_id),
         notice_kind || ':' || NEW.id || ':' || who.user_id, NEW.condition_settled_at
    FROM (SELECT NEW.cook_id AS user_id
          UNION
          SELECT p.eater_id FROM preorders p WHERE p.meal_id = NEW.id AND p.status IN ('reserved', 'active')) who
  ON CONFLICT (dedupe_key) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER meals_condition_notifications
  AFTER UPDATE ON public.meals
  FOR EACH ROW
  WHEN (((old.condition_outcome IS NULL) AND (new.condition_outcome IS NOT NULL)))
  EXECUTE FUNCTION meal_condition_notifications();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION settle_conditional_meals(settle_at timestamptz) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  called_off uuid[];
  settled int;
BEGIN
  -- This statement's trigger (meal_condition_notifications.sql) tells each reservation's eater while it still stands.
  WITH due AS (
    UPDATE meals m
       SET condition_outcome = CASE WHEN m.total_portions - m.available_portions >= m.minimum_portions
                                    THEN 'goesAhead' ELSE 'calledOff' END::meal_condition_outcome,
           condition_settled_at = settle_at,
           is_active = m.is_active AND m.total_portions - m.available_portions >= m.minimum_portions,
           withdrawn_at = CASE WHEN m.total_portions - m.available_portions >= m.minimum_portions
                               THEN m.withdrawn_at ELSE settle_at END,
           updated_at = settle_at
      FROM offices o
     WHERE o.id = m.office_id
       AND m.minimum_portions IS NOT NULL
       AND m.condition_outcome IS NULL
       AND m.withdrawn_at IS NULL
       AND settle_at >= meal_cutoff_at(m.cutoff_date, m.pickup_date, m.cutoff_time, o.time_zone)
    RETURNING m.id, m.condition_outcome
  )
  SELECT coalesce(array_agg(id) FILTER (WHERE condition_outcome = 'calledOff'), '{}'), count(*)
    INTO called_off, settled
    FROM due;

  WITH cancelled AS (
    UPDATE preorders p
       SET status = 'cancelled', updated_at = settle_at
     WHERE p.meal_id = ANY (called_off) AND p.status IN ('reserved', 'active')
    RETURNING p.meal_id, p.quantity
  )
  UPDATE meals m
     SET available_portions = m.available_portions + c.quantity, updated_at = settle_at
    FROM (SELECT meal_id, sum(quantity)::int AS quantity FROM cancelled GROUP BY meal_id) c
   WHERE m.id = c.meal_id;
  RETURN settled;
END
$$;
