-- The current definition; edit it here (server/db/functions.ts applies it after the migrations).
-- History: drizzle/0003_menu-change-notifications.sql and the migrations before it.
CREATE OR REPLACE FUNCTION notify_menu_meals(office uuid) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('menu_changes', json_build_object('kind', 'meals', 'officeId', office)::text);
$$;
