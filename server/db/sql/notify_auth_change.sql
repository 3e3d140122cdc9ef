-- The current definition; edit it here (server/db/functions.ts applies it after the migrations).
-- History: drizzle/0002_auth-change-notifications.sql and the migrations before it.
CREATE OR REPLACE FUNCTION notify_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changes', to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END) ->> TG_ARGV[0]);
  RETURN NULL;
END
$$;
