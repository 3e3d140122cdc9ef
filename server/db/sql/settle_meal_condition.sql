-- The current definition of the function and of the triggers that run it; edit them here (server/db/functions.ts
-- applies them after the migrations, whose copies are history).
--
-- A conditional meal (docs/features.md "Conditional meals") goes ahead in the very statement whose portions reach its
-- minimum: a reservation, a waitlist promotion, a regular's reservation, whichever path takes them. Settled once: an
-- outcome already set is never changed here, so a cancel after it does not flip it back (docs/decisions/063-*.md).
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

-- The trigger that runs it, as pg_get_triggerdef prints it (start-up re-creates one the database holds otherwise).
CREATE TRIGGER meals_settle_condition
  BEFORE UPDATE OF available_portions, total_portions ON public.meals
  FOR EACH ROW
  EXECUTE FUNCTION settle_meal_condition();
