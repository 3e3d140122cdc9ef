-- Server instances cache sessions in memory. Whatever could change who a session is (the session ending; the
-- profile's role, office or suspension; the e-mail) tells every instance through NOTIFY, from the database itself,
-- so no code path can forget to. The payload is the user id, read from the column named by the trigger's argument.
CREATE FUNCTION notify_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changes', to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END) ->> TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_change AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_auth_change('user_id');
--> statement-breakpoint
CREATE TRIGGER profiles_auth_change AFTER UPDATE OF role, office_id, suspended_until ON profiles
  FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role
                  OR OLD.office_id IS DISTINCT FROM NEW.office_id
                  OR OLD.suspended_until IS DISTINCT FROM NEW.suspended_until)
  EXECUTE FUNCTION notify_auth_change('user_id');
--> statement-breakpoint
CREATE TRIGGER users_auth_change AFTER UPDATE OF email OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_auth_change('id');
