-- The current definition; edit it here (server/db/functions.ts applies it after the migrations).
-- History: drizzle/0003_menu-change-notifications.sql and the migrations before it.
CREATE OR REPLACE FUNCTION notify_organization_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Menus show the organization's name with the office.
  PERFORM pg_notify('menu_changes', json_build_object('kind', 'office', 'officeId', o.id, 'slug', o.slug)::text)
     FROM offices o WHERE o.organization_id = NEW.id;
  RETURN NULL;
END
$$;

-- The trigger that runs it, as pg_get_triggerdef prints it (start-up re-creates one the database holds otherwise).
CREATE TRIGGER organizations_menu_change
  AFTER UPDATE OF name ON public.organizations
  FOR EACH ROW
  WHEN (((old.name)::text IS DISTINCT FROM (new.name)::text))
  EXECUTE FUNCTION notify_organization_change();
