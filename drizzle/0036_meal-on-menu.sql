-- The on-menu rule as one SQL function (its current body: server/db/sql/meal_on_menu.sql), and the waitlist
-- trigger's copy of the rule replaced by calls to it. Created here too because functions are applied after the
-- migrations and this trigger needs it.
CREATE OR REPLACE FUNCTION meal_on_menu(is_active boolean, is_soft_disabled boolean, withdrawn_at timestamptz)
RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT is_active AND NOT is_soft_disabled AND withdrawn_at IS NULL
$$;
--> statement-breakpoint
DROP TRIGGER meals_serve_waitlist ON meals;
--> statement-breakpoint
CREATE TRIGGER meals_serve_waitlist AFTER UPDATE ON meals
  FOR EACH ROW
  WHEN (NEW.available_portions > 0 AND meal_on_menu(NEW.is_active, NEW.is_soft_disabled, NEW.withdrawn_at)
        AND (NEW.available_portions > OLD.available_portions
             OR NOT OLD.is_active OR OLD.is_soft_disabled
             OR (NEW.pickup_date, NEW.cutoff_date, NEW.cutoff_time) IS DISTINCT FROM (OLD.pickup_date, OLD.cutoff_date, OLD.cutoff_time)))
  EXECUTE FUNCTION serve_waitlist_after_meal_change();
