-- The current definition; edit it here (server/db/functions.ts applies it after the migrations).
-- History: drizzle/0003_menu-change-notifications.sql and the migrations before it.
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
