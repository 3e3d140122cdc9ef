-- The waitlist is served by the database whenever a meal can serve it again (docs/decisions/027): more portions
-- free (a cancel, a raised total, a reservation passed on by a hand-over), the meal back on the menu (re-enabled by
-- moderation, switched on by its cook or an admin), or its ordering window moved. Portions freed while the meal
-- could not serve the line (taken down, switched off) wait there with it, and the change that makes them
-- reservable again promotes the line in arrival order in its own transaction, before anyone else can reserve.
--
-- The instant of the change is the row's updated_at: every write of meals sets it from the application's clock,
-- which is what the cutoff is judged by (tests move that clock; the database's now() would not follow).
-- promote_waitlist (migration 0016) locks the meal (already locked by this update), does nothing after the cutoff,
-- and lowers the portions by what it promoted; that second update of the row does not match this trigger's WHEN.
CREATE FUNCTION serve_waitlist_after_meal_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM waitlist_entries e WHERE e.meal_id = NEW.id AND e.status = 'waiting') THEN
    PERFORM promote_waitlist(NEW.id, NEW.updated_at);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER meals_serve_waitlist AFTER UPDATE ON meals
  FOR EACH ROW
  WHEN (NEW.available_portions > 0 AND NEW.is_active AND NOT NEW.is_soft_disabled AND NEW.withdrawn_at IS NULL
        AND (NEW.available_portions > OLD.available_portions
             OR NOT OLD.is_active OR OLD.is_soft_disabled
             OR (NEW.pickup_date, NEW.cutoff_date, NEW.cutoff_time) IS DISTINCT FROM (OLD.pickup_date, OLD.cutoff_date, OLD.cutoff_time)))
  EXECUTE FUNCTION serve_waitlist_after_meal_change();
