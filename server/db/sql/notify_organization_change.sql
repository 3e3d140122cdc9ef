-- The current definition of the function and of the triggers that run it; edit them here (server/db/functions.ts
-- applies them after the migrations, whose copies are history).
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
