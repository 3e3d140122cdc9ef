-- The current definition; edit it here (server/db/functions.ts applies it after the migrations).
-- History: drizzle/0019_waitlist-served-when-portions-return.sql and the migrations before it.
CREATE OR REPLACE FUNCTION serve_waitlist_after_meal_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM waitlist_entries e WHERE e.meal_id = NEW.id AND e.status = 'waiting') THEN
    PERFORM promote_waitlist(NEW.id, NEW.updated_at);
  END IF;
  RETURN NULL;
END
$$;
