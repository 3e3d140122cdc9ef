-- The current definition of the function and of the triggers that run it; edit them here (server/db/functions.ts
-- applies them after the migrations, whose copies are history).
CREATE OR REPLACE FUNCTION notify_office_closed_day_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('menu_changes', json_build_object('kind', 'office', 'officeId', o.id, 'slug', o.slug)::text)
     FROM offices o
    WHERE o.id IN (CASE WHEN TG_OP = 'DELETE' THEN OLD.office_id ELSE NEW.office_id END,
                   CASE WHEN TG_OP = 'UPDATE' THEN OLD.office_id END);
  RETURN NULL;
END
$$;

-- The trigger that runs it, as pg_get_triggerdef prints it (start-up re-creates one the database holds otherwise).
CREATE TRIGGER office_closed_days_menu_change
  AFTER INSERT OR DELETE OR UPDATE ON public.office_closed_days
  FOR EACH ROW
  EXECUTE FUNCTION notify_office_closed_day_change();
