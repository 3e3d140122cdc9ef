-- The current definition of the function and of the triggers that run it; edit them here (server/db/functions.ts
-- applies them after the migrations, whose copies are history).
-- A fair draw's entries count and its "drawn" state are on the menu (server/db/queries/menu.ts, drawOf): an entry
-- made or withdrawn, and the draw run, tell every instance's cached menus of the meal's office.
CREATE OR REPLACE FUNCTION notify_meal_draw_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  meal uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN
    meal := OLD.meal_id;
  ELSE
    meal := NEW.meal_id;
  END IF;
  PERFORM notify_menu_meals(m.office_id) FROM meals m WHERE m.id = meal;
  RETURN NULL;
END
$$;

-- The triggers that run it, as pg_get_triggerdef prints them (start-up re-creates one the database holds otherwise).
CREATE TRIGGER meal_draw_entries_menu_change
  AFTER INSERT OR DELETE ON public.meal_draw_entries
  FOR EACH ROW
  EXECUTE FUNCTION notify_meal_draw_change();

CREATE TRIGGER meal_draws_menu_change
  AFTER INSERT OR DELETE OR UPDATE OF drawn_at ON public.meal_draws
  FOR EACH ROW
  EXECUTE FUNCTION notify_meal_draw_change();
