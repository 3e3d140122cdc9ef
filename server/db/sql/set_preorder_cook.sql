-- The current definition of the function and of the triggers that run it; edit them here (server/db/functions.ts
-- applies them after the migrations, whose copies are history).
CREATE OR REPLACE FUNCTION set_preorder_cook() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT m.cook_id INTO NEW.cook_id FROM meals m WHERE m.id = NEW.meal_id;
  RETURN NEW;
END
$$;

-- The trigger that runs it, as pg_get_triggerdef prints it (start-up re-creates one the database holds otherwise).
CREATE TRIGGER preorders_set_cook
  BEFORE INSERT OR UPDATE OF meal_id ON public.preorders
  FOR EACH ROW
  EXECUTE FUNCTION set_preorder_cook();
