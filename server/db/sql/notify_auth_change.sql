-- The current definition of the function and of the triggers that run it; edit them here (server/db/functions.ts
-- applies them after the migrations, whose copies are history).
CREATE OR REPLACE FUNCTION notify_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changes', to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END) ->> TG_ARGV[0]);
  RETURN NULL;
END
$$;

-- The triggers that run it, as pg_get_triggerdef prints them (start-up re-creates one the database holds otherwise).
CREATE TRIGGER profiles_auth_change
  AFTER UPDATE OF role, office_id, suspended_until ON public.profiles
  FOR EACH ROW
  WHEN (((old.role IS DISTINCT FROM new.role) OR (old.office_id IS DISTINCT FROM new.office_id) OR
    (old.suspended_until IS DISTINCT FROM new.suspended_until)))
  EXECUTE FUNCTION notify_auth_change('user_id');

CREATE TRIGGER sessions_auth_change
  AFTER DELETE ON public.sessions
  FOR EACH ROW
  EXECUTE FUNCTION notify_auth_change('user_id');

CREATE TRIGGER users_auth_change
  AFTER DELETE OR UPDATE OF email ON public.users
  FOR EACH ROW
  EXECUTE FUNCTION notify_auth_change('id');
