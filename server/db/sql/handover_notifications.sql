-- The current definition of the function and of the triggers that run it; edit them here (server/db/functions.ts
-- applies them after the migrations, whose copies are history).
CREATE OR REPLACE FUNCTION handover_notifications() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  m record;
  who text;
BEGIN
  SELECT id, title, pickup_date INTO m FROM meals WHERE id = NEW.meal_id;
  IF TG_OP = 'INSERT' AND NEW.to_eater_id IS NOT NULL THEN
    SELECT trim(p.first_name || ' ' || p.last_name) INTO who FROM profiles p WHERE p.user_id = NEW.from_eater_id;
    INSERT INTO notifications (user_id, kind, meal_id, payload, dedupe_key, created_at)
    VALUES (NEW.to_eater_id, 'portionOffered', m.id,
            jsonb_build_object('mealTitle', m.title, 'pickupDate', m.pickup_date, 'name', coalesce(who, '')),
            'portionOffered:' || NEW.id, NEW.created_at)
    ON CONFLICT (dedupe_key) DO NOTHING;
  END IF;
  IF TG_OP = 'INSERT' AND NEW.last_call THEN
    -- The cook's last call put the eater's reservation up for grabs; they may still withdraw it and come.
    INSERT INTO notifications (user_id, kind, meal_id, payload, dedupe_key, created_at)
    VALUES (NEW.from_eater_id, 'lastCall', m.id,
            jsonb_build_object('mealTitle', m.title, 'pickupDate', m.pickup_date, 'status', NEW.status),
            'lastCall:' || NEW.id, NEW.created_at)
    ON CONFLICT (dedupe_key) DO NOTHING;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.status = 'accepted' AND OLD.status IS DISTINCT FROM 'accepted' THEN
    SELECT trim(p.first_name || ' ' || p.last_name) INTO who FROM profiles p WHERE p.user_id = NEW.taker_id;
    INSERT INTO notifications (user_id, kind, meal_id, payload, dedupe_key, created_at)
    VALUES (NEW.from_eater_id, 'portionTaken', m.id,
            jsonb_build_object('mealTitle', m.title, 'pickupDate', m.pickup_date, 'name', coalesce(who, '')),
            'portionTaken:' || NEW.id, coalesce(NEW.decided_at, NEW.created_at))
    ON CONFLICT (dedupe_key) DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;

-- The trigger that runs it, as pg_get_triggerdef prints it (start-up re-creates one the database holds otherwise).
CREATE TRIGGER handovers_notifications
  AFTER INSERT OR UPDATE OF status ON public.handovers
  FOR EACH ROW
  EXECUTE FUNCTION handover_notifications();
