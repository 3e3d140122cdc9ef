-- The current definition of the function and of the triggers that run it; edit them here (server/db/functions.ts
-- applies them after the migrations, whose copies are history).
CREATE OR REPLACE FUNCTION serve_waitlist_after_meal_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM waitlist_entries e WHERE e.meal_id = NEW.id AND e.status = 'waiting') THEN
    PERFORM promote_waitlist(NEW.id, NEW.updated_at);
  END IF;
  RETURN NULL;
END
$$;

-- The trigger that runs it, as pg_get_triggerdef prints it (start-up re-creates one the database holds otherwise).
CREATE TRIGGER meals_serve_waitlist
  AFTER UPDATE ON public.meals
  FOR EACH ROW
  WHEN (((new.available_portions > 0) AND meal_on_menu(new.is_active, new.is_soft_disabled, new.withdrawn_at) AND
    ((new.available_portions > old.available_portions) OR (NOT old.is_active) OR old.is_soft_disabled OR
    (((new.pickup_date IS DISTINCT FROM old.pickup_date) OR (new.cutoff_date IS DISTINCT FROM old.cutoff_date)) OR
    (new.cutoff_time IS DISTINCT FROM old.cutoff_time)))))
  EXECUTE FUNCTION serve_waitlist_after_meal_change();
