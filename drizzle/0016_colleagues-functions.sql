-- The waitlist's promotion, the e-mails of the waitlist and of hand-overs, and the menus' view of offers to anyone.
--
-- promote_waitlist(meal, at): called by the application in the same transaction as whatever gave portions back
-- (a cancel, a cook raising the total, a hand-over passed to the waitlist). It locks the meal, and while ordering is
-- open walks the line in arrival order: each place whose quantity fits what is left becomes a reservation (made
-- by the waitlist, so its e-mail is WAITLIST_PROMOTED); a place that does not fit keeps its position. The meal's
-- portions drop by what was promoted, so open menus hear of it through the meals trigger (migration 0003).
CREATE FUNCTION promote_waitlist(meal uuid, at timestamptz)
RETURNS TABLE (promoted_entry uuid, promoted_preorder uuid, promoted_eater uuid, promoted_quantity int)
LANGUAGE plpgsql AS $$
DECLARE
  m record;
  w record;
  left_over int;
  made uuid;
BEGIN
  SELECT me.available_portions, me.is_active, me.is_soft_disabled, me.withdrawn_at,
         (coalesce(me.cutoff_date, me.pickup_date) + me.cutoff_time) AT TIME ZONE o.time_zone AS cutoff_at
    INTO m
    FROM meals me JOIN offices o ON o.id = me.office_id
   WHERE me.id = meal
     FOR UPDATE OF me;
  IF NOT FOUND OR NOT m.is_active OR m.is_soft_disabled OR m.withdrawn_at IS NOT NULL
     OR at >= m.cutoff_at OR m.available_portions = 0 THEN
    RETURN;
  END IF;
  left_over := m.available_portions;
  FOR w IN
    SELECT e.id, e.eater_id, e.quantity FROM waitlist_entries e
     WHERE e.meal_id = meal AND e.status = 'waiting'
     ORDER BY e.seq
       FOR UPDATE
  LOOP
    EXIT WHEN left_over = 0;
    CONTINUE WHEN w.quantity > left_over;
    INSERT INTO preorders (meal_id, eater_id, quantity, status, from_waitlist, created_at, updated_at)
    VALUES (meal, w.eater_id, w.quantity, 'reserved', true, at, at)
    RETURNING id INTO made;
    UPDATE waitlist_entries SET status = 'promoted', preorder_id = made, updated_at = at WHERE id = w.id;
    left_over := left_over - w.quantity;
    promoted_entry := w.id;
    promoted_preorder := made;
    promoted_eater := w.eater_id;
    promoted_quantity := w.quantity;
    RETURN NEXT;
  END LOOP;
  IF left_over <> m.available_portions THEN
    UPDATE meals SET available_portions = left_over, updated_at = at WHERE id = meal;
  END IF;
END
$$;
--> statement-breakpoint
-- As migration 0011, with one change: a reservation the waitlist made is announced as WAITLIST_PROMOTED (same key
-- family, so the eater gets one e-mail for it, not a confirmation as well).
CREATE OR REPLACE FUNCTION enqueue_preorder_emails() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  m record;
  bucket bigint;
BEGIN
  SELECT id, cook_id, withdrawn_at INTO m FROM meals WHERE id = NEW.meal_id;
  IF TG_OP = 'INSERT' THEN
    IF NEW.status IN ('reserved', 'active') THEN
      INSERT INTO email_events (template_code, recipient_user_id, recipient_email, payload, idempotency_key)
      SELECT CASE WHEN NEW.from_waitlist THEN 'WAITLIST_PROMOTED' ELSE 'RESERVATION_CONFIRMATION' END::email_template_code,
             p.user_id, p.email, jsonb_build_object('preorderId', NEW.id),
             'RESERVATION_CONFIRMATION:' || NEW.id
        FROM profiles p WHERE p.user_id = NEW.eater_id
      ON CONFLICT (idempotency_key) DO NOTHING;
      bucket := floor(extract(epoch FROM NEW.created_at) / 300);
      INSERT INTO email_events (template_code, recipient_user_id, recipient_email, payload, idempotency_key, next_attempt_at)
      SELECT 'NEW_PREORDER_ALERT', p.user_id, p.email, jsonb_build_object('mealId', NEW.meal_id),
             'NEW_PREORDER_ALERT:' || NEW.meal_id || ':' || bucket, to_timestamp((bucket + 1) * 300)
        FROM profiles p WHERE p.user_id = m.cook_id
      ON CONFLICT (idempotency_key) DO NOTHING;
    END IF;
  ELSE
    IF NEW.status = 'cancelled' AND OLD.status IS DISTINCT FROM 'cancelled' THEN
      INSERT INTO email_events (template_code, recipient_user_id, recipient_email, payload, idempotency_key)
      SELECT 'RESERVATION_CANCELLED', p.user_id, p.email,
             jsonb_build_object('preorderId', NEW.id, 'by', CASE WHEN m.withdrawn_at IS NULL THEN 'eater' ELSE 'cook' END),
             'RESERVATION_CANCELLED:' || NEW.id
        FROM profiles p WHERE p.user_id = CASE WHEN m.withdrawn_at IS NULL THEN m.cook_id ELSE NEW.eater_id END
      ON CONFLICT (idempotency_key) DO NOTHING;
    END IF;
    IF NEW.payment_status = 'paid' AND OLD.payment_status IS DISTINCT FROM 'paid' THEN
      INSERT INTO email_events (template_code, recipient_user_id, recipient_email, payload, idempotency_key)
      SELECT 'PAYMENT_RECEIPT', p.user_id, p.email, jsonb_build_object('preorderId', NEW.id), 'PAYMENT_RECEIPT:' || NEW.id
        FROM profiles p WHERE p.user_id = NEW.eater_id
      ON CONFLICT (idempotency_key) DO NOTHING;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Offers: the named colleague is e-mailed in the offer's transaction; an offer to anyone is shown on the menu, so
-- its office's menus are told whenever one opens or closes.
CREATE FUNCTION handover_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW.to_eater_id IS NOT NULL THEN
    INSERT INTO email_events (template_code, recipient_user_id, recipient_email, payload, idempotency_key)
    SELECT 'HANDOVER_OFFERED', p.user_id, p.email, jsonb_build_object('handoverId', NEW.id), 'HANDOVER_OFFERED:' || NEW.id
      FROM profiles p WHERE p.user_id = NEW.to_eater_id
    ON CONFLICT (idempotency_key) DO NOTHING;
  END IF;
  IF NEW.to_eater_id IS NULL AND (TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status) THEN
    PERFORM notify_menu_meals(m.office_id) FROM meals m WHERE m.id = NEW.meal_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER handovers_changed AFTER INSERT OR UPDATE OF status ON handovers
  FOR EACH ROW EXECUTE FUNCTION handover_changed();
