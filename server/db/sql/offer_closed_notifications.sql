-- The current definition of the function and of the triggers that run it; edit them here (server/db/functions.ts
-- applies them after the migrations, whose copies are history).
--
-- An offer the named colleague declined, or that nobody took in time, tells its offerer whether the portion is still
-- theirs (come and pick it up, and pay) or went to a colleague on the waitlist (their reservation is cancelled). The
-- trigger is deferred to the end of the transaction: closing the offer and passing the portion to the waitlist are
-- two statements of one transaction (server/services/handovers.ts), and only after both is the answer known.
-- A last call's offer is left out: its eater was told when it was called (handover_notifications.sql).
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

-- The trigger that runs it, as pg_get_triggerdef prints it (start-up re-creates one the database holds otherwise).
CREATE CONSTRAINT TRIGGER handovers_offer_closed
  AFTER UPDATE OF status ON public.handovers
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW
  WHEN (((old.status = 'offered'::handover_status) AND (new.status = ANY (ARRAY['declined'::handover_status,
    'expired'::handover_status])) AND (NOT new.last_call)))
  EXECUTE FUNCTION offer_closed_notifications();
