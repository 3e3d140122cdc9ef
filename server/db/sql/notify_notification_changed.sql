-- The current definition of the function and of the triggers that run it; edit them here (server/db/functions.ts
-- applies them after the migrations, whose copies are history).
CREATE OR REPLACE FUNCTION notify_notification_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('notification_changes', (CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END)::text);
  RETURN NULL;
END
$$;

-- The trigger that runs it, as pg_get_triggerdef prints it (start-up re-creates one the database holds otherwise).
CREATE TRIGGER notifications_changed
  AFTER INSERT OR DELETE OR UPDATE OF read_at ON public.notifications
  FOR EACH ROW
  EXECUTE FUNCTION notify_notification_changed();
