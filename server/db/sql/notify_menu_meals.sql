-- The current definition of the function and of the triggers that run it; edit them here (server/db/functions.ts
-- applies them after the migrations, whose copies are history).
CREATE OR REPLACE FUNCTION notify_menu_meals(office uuid) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('menu_changes', json_build_object('kind', 'meals', 'officeId', office)::text);
$$;
