-- The current definition of the function and of the triggers that run it; edit them here (server/db/functions.ts
-- applies them after the migrations, whose copies are history).
CREATE OR REPLACE FUNCTION notify_office_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A new office also matters: a visitor may have asked for its slug before it existed.
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('menu_changes', json_build_object('kind', 'office', 'officeId', OLD.id, 'slug', OLD.slug)::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('menu_changes', json_build_object('kind', 'office', 'officeId', NEW.id, 'slug', NEW.slug)::text);
  END IF;
  RETURN NULL;
END
$$;

-- The trigger that runs it, as pg_get_triggerdef prints it (start-up re-creates one the database holds otherwise).
CREATE TRIGGER offices_menu_change
  AFTER INSERT OR DELETE OR UPDATE ON public.offices
  FOR EACH ROW
  EXECUTE FUNCTION notify_office_change();
