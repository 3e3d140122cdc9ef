-- The current definition of the function and of the triggers that run it; edit them here (server/db/functions.ts
-- applies them after the migrations, whose copies are history).
--
-- When a conditional meal is settled (settle_meal_condition.sql, settle_conditional_meals.sql), its cook and every
-- colleague holding a reservation of it hear the outcome once (one notification per person and meal, by its dedupe
-- key), through the notification centre and from there push, e-mail and their choices. Row triggers run after the
-- whole statement, so the reservation that reached the minimum is already there; a called-off meal's reservations are
-- cancelled only by the next statement of settle_conditional_meals, so they are still there too.
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

-- The trigger that runs it, as pg_get_triggerdef prints it (start-up re-creates one the database holds otherwise).
CREATE TRIGGER meals_condition_notifications
  AFTER UPDATE ON public.meals
  FOR EACH ROW
  WHEN (((old.condition_outcome IS NULL) AND (new.condition_outcome IS NOT NULL)))
  EXECUTE FUNCTION meal_condition_notifications();
