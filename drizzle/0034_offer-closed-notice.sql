ALTER TYPE "public"."notification_kind" ADD VALUE 'offerClosed' BEFORE 'mealChanged';--> statement-breakpoint
CREATE OR REPLACE FUNCTION offer_closed_notifications() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  m record;
  who text;
  kept boolean;
BEGIN
  -- Read again at the end of the transaction: an offer gone or changed since (its eater's account erased) tells nobody.
  IF NOT EXISTS (SELECT 1 FROM handovers h WHERE h.id = NEW.id AND h.status = NEW.status) THEN
    RETURN NULL;
  END IF;
  SELECT id, title, pickup_date INTO m FROM meals WHERE id = NEW.meal_id;
  SELECT EXISTS (SELECT 1 FROM preorders p
                  WHERE p.id = NEW.preorder_id AND p.eater_id = NEW.from_eater_id
                    AND p.status IN ('reserved', 'active'))
    INTO kept;
  IF NEW.status = 'declined' THEN
    SELECT trim(p.first_name || ' ' || p.last_name) INTO who FROM profiles p WHERE p.user_id = NEW.to_eater_id;
  END IF;
  INSERT INTO notifications (user_id, kind, meal_id, payload, dedupe_key, created_at)
  VALUES (NEW.from_eater_id, 'offerClosed', m.id,
          jsonb_build_object('mealTitle', m.title, 'pickupDate', m.pickup_date, 'status', NEW.status,
                             'kept', kept, 'name', coalesce(who, '')),
          'offerClosed:' || NEW.id, coalesce(NEW.decided_at, NEW.created_at))
  ON CONFLICT (dedupe_key) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Deferred: the offer closes, then the portion may pass to the waitlist in the same transaction; the notice says
-- which (server/db/sql/offer_closed_notifications.sql).
CREATE CONSTRAINT TRIGGER handovers_offer_closed AFTER UPDATE OF status ON handovers
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW
  WHEN (OLD.status = 'offered' AND NEW.status IN ('declined', 'expired') AND NOT NEW.last_call)
  EXECUTE FUNCTION offer_closed_notifications();
