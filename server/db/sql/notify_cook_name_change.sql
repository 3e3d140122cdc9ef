-- The current definition of the function and of the triggers that run it; edit them here (server/db/functions.ts
-- applies them after the migrations, whose copies are history).
CREATE OR REPLACE FUNCTION notify_cook_name_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Menus show the cook's name on each meal. Every office the cook ever cooked for (an index range on
  -- meals_cook_idx; names change rarely): no date filter, because which days a menu can still show is the
  -- application's clock, not the database's.
  PERFORM notify_menu_meals(m.office_id)
     FROM (SELECT DISTINCT office_id FROM meals WHERE cook_id = NEW.user_id) m;
  RETURN NULL;
END
$$;

-- The trigger that runs it, as pg_get_triggerdef prints it (start-up re-creates one the database holds otherwise).
CREATE TRIGGER profiles_menu_change
  AFTER UPDATE OF first_name, last_name ON public.profiles
  FOR EACH ROW
  WHEN ((((old.first_name)::text IS DISTINCT FROM (new.first_name)::text) OR ((old.last_name)::text IS DISTINCT FROM
    (new.last_name)::text)))
  EXECUTE FUNCTION notify_cook_name_change();
