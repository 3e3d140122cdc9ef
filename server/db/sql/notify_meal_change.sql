-- The current definition of the function and of the triggers that run it; edit them here (server/db/functions.ts
-- applies them after the migrations, whose copies are history).
CREATE OR REPLACE FUNCTION notify_meal_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- A reservation or a cancel moves only the portions (and updated_at): menus patch that in place.
    IF to_jsonb(NEW) - 'available_portions' - 'updated_at' = to_jsonb(OLD) - 'available_portions' - 'updated_at' THEN
      IF NEW.available_portions IS DISTINCT FROM OLD.available_portions THEN
        PERFORM pg_notify('menu_changes', json_build_object(
          'kind', 'portions', 'officeId', NEW.office_id, 'mealId', NEW.id, 'availablePortions', NEW.available_portions)::text);
      END IF;
      RETURN NULL;
    END IF;
    IF NEW.office_id IS DISTINCT FROM OLD.office_id THEN
      PERFORM notify_menu_meals(OLD.office_id);
    END IF;
    PERFORM notify_menu_meals(NEW.office_id);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM notify_menu_meals(NEW.office_id);
  ELSE
    PERFORM notify_menu_meals(OLD.office_id);
  END IF;
  RETURN NULL;
END
$$;

-- The trigger that runs it, as pg_get_triggerdef prints it (start-up re-creates one the database holds otherwise).
CREATE TRIGGER meals_menu_change
  AFTER INSERT OR DELETE OR UPDATE ON public.meals
  FOR EACH ROW
  EXECUTE FUNCTION notify_meal_change();
