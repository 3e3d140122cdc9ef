-- The current definition of the function and of the triggers that run it; edit them here (server/db/functions.ts
-- applies them after the migrations, whose copies are history).
CREATE OR REPLACE FUNCTION notify_meal_photo_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  office uuid;
BEGIN
  -- When the meal itself is being deleted (cascade) it is gone already; its own trigger has told the menus.
  SELECT m.office_id INTO office FROM meals m
   WHERE m.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.meal_id ELSE NEW.meal_id END;
  IF office IS NOT NULL THEN
    PERFORM notify_menu_meals(office);
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.meal_id IS DISTINCT FROM OLD.meal_id THEN
    SELECT m.office_id INTO office FROM meals m WHERE m.id = OLD.meal_id;
    IF office IS NOT NULL THEN
      PERFORM notify_menu_meals(office);
    END IF;
  END IF;
  RETURN NULL;
END
$$;

-- The trigger that runs it, as pg_get_triggerdef prints it (start-up re-creates one the database holds otherwise).
CREATE TRIGGER meal_photos_menu_change
  AFTER INSERT OR DELETE OR UPDATE ON public.meal_photos
  FOR EACH ROW
  EXECUTE FUNCTION notify_meal_photo_change();
