-- The current definition of the function and of the triggers that run it; edit them here (server/db/functions.ts
-- applies them after the migrations, whose copies are history).
CREATE OR REPLACE FUNCTION preorder_notifications() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  m record;
  who text;
BEGIN
  SELECT id, cook_id, title, pickup_date, withdrawn_at, condition_outcome INTO m FROM meals WHERE id = NEW.meal_id;
  SELECT trim(p.first_name || ' ' || p.last_name) INTO who FROM profiles p WHERE p.user_id = NEW.eater_id;
  IF TG_OP = 'INSERT' THEN
    IF NEW.status IN ('reserved', 'active') THEN
      IF NEW.from_waitlist THEN
        INSERT INTO notifications (user_id, kind, meal_id, payload, dedupe_key, created_at)
        VALUES (NEW.eater_id, 'waitlistPromoted', m.id,
                jsonb_build_object('mealTitle', m.title, 'pickupDate', m.pickup_date, 'quantity', NEW.quantity),
                'waitlistPromoted:' || NEW.id, NEW.created_at)
        ON CONFLICT (dedupe_key) DO NOTHING;
      END IF;
      INSERT INTO notifications (user_id, kind, meal_id, payload, dedupe_key, created_at)
      VALUES (m.cook_id, 'newReservation', m.id,
              jsonb_build_object('mealTitle', m.title, 'pickupDate', m.pickup_date, 'quantity', NEW.quantity,
                                 'name', coalesce(who, '')),
              'newReservation:' || NEW.id, NEW.created_at)
      ON CONFLICT (dedupe_key) DO NOTHING;
    END IF;
  ELSIF NEW.payment_claimed_at IS NOT NULL AND OLD.payment_claimed_at IS NULL THEN
    -- The eater says they paid (by transfer or app): the cook confirms or rejects it in the preorders table.
    INSERT INTO notifications (user_id, kind, meal_id, payload, dedupe_key, created_at)
    VALUES (m.cook_id, 'paymentClaimed', m.id,
            jsonb_build_object('mealTitle', m.title, 'pickupDate', m.pickup_date, 'quantity', NEW.quantity,
                               'name', coalesce(who, '')),
            'paymentClaimed:' || NEW.id || ':' || NEW.payment_claimed_at, NEW.payment_claimed_at)
    ON CONFLICT (dedupe_key) DO NOTHING;
  ELSIF NEW.not_collected_at IS NOT NULL AND OLD.not_collected_at IS NULL THEN
    -- A no-show: private between the two, so only the eater hears it (still owed unless the cook waives it).
    INSERT INTO notifications (user_id, kind, meal_id, payload, dedupe_key, created_at)
    VALUES (NEW.eater_id, 'notCollected', m.id,
            jsonb_build_object('mealTitle', m.title, 'pickupDate', m.pickup_date, 'quantity', NEW.quantity),
            'notCollected:' || NEW.id, NEW.not_collected_at)
    ON CONFLICT (dedupe_key) DO NOTHING;
  ELSIF NEW.status = 'cancelled' AND OLD.status IS DISTINCT FROM 'cancelled'
        -- A called-off conditional meal's eaters heard it once as mealCalledOff (meal_condition_notifications.sql).
        AND m.condition_outcome IS DISTINCT FROM 'calledOff' THEN
    IF m.withdrawn_at IS NULL THEN
      INSERT INTO notifications (user_id, kind, meal_id, payload, dedupe_key, created_at)
      VALUES (m.cook_id, 'reservationCancelled', m.id,
              jsonb_build_object('mealTitle', m.title, 'pickupDate', m.pickup_date, 'quantity', NEW.quantity,
                                 'name', coalesce(who, '')),
              'reservationCancelled:' || NEW.id, NEW.updated_at)
      ON CONFLICT (dedupe_key) DO NOTHING;
    ELSE
      INSERT INTO notifications (user_id, kind, meal_id, payload, dedupe_key, created_at)
      VALUES (NEW.eater_id, 'mealWithdrawn', m.id,
              jsonb_build_object('mealTitle', m.title, 'pickupDate', m.pickup_date, 'quantity', NEW.quantity),
              'mealWithdrawn:' || NEW.id, NEW.updated_at)
      ON CONFLICT (dedupe_key) DO NOTHING;
    END IF;
  END IF;
  RETURN NULL;
END
$$;

-- The trigger that runs it, as pg_get_triggerdef prints it (start-up re-creates one the database holds otherwise).
CREATE TRIGGER preorders_notifications
  AFTER INSERT OR UPDATE OF status, payment_claimed_at ON public.preorders
  FOR EACH ROW
  EXECUTE FUNCTION preorder_notifications();
