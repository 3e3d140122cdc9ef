-- The current definition of the function and of the triggers that run it; edit them here (server/db/functions.ts
-- applies them after the migrations, whose copies are history).
CREATE OR REPLACE FUNCTION enqueue_new_meal_post() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF meal_on_menu(NEW.is_active, NEW.is_soft_disabled, NEW.withdrawn_at)
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

-- The trigger that runs it, as pg_get_triggerdef prints it (start-up re-creates one the database holds otherwise).
CREATE TRIGGER meals_new_meal_post
  AFTER INSERT OR UPDATE OF is_active ON public.meals
  FOR EACH ROW
  EXECUTE FUNCTION enqueue_new_meal_post();
