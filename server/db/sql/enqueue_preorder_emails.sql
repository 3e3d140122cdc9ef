-- The current definition of the function and of the triggers that run it; edit them here (server/db/functions.ts
-- applies them after the migrations, whose copies are history).
CREATE OR REPLACE FUNCTION enqueue_preorder_emails() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  m record;
  bucket bigint;
BEGIN
  SELECT id, cook_id, withdrawn_at, condition_outcome INTO m FROM meals WHERE id = NEW.meal_id;
  IF TG_OP = 'INSERT' THEN
    IF NEW.status IN ('reserved', 'active') THEN
      INSERT INTO email_events (template_code, recipient_user_id, recipient_email, payload, idempotency_key)
      SELECT CASE WHEN NEW.from_waitlist THEN 'WAITLIST_PROMOTED' ELSE 'RESERVATION_CONFIRMATION' END::email_template_code,
             -- A reservation made for a regular follows their e-mail choice for regularReserved (shared/enums.ts).
             p.user_id, p.email,
             CASE WHEN NEW.via_regular THEN jsonb_build_object('preorderId', NEW.id, 'viaRegular', true)
                  ELSE jsonb_build_object('preorderId', NEW.id) END,
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
    -- A called-off conditional meal's mealCalledOff notice sends its own e-mail (enqueue_notification_emails.sql).
    IF NEW.status = 'cancelled' AND OLD.status IS DISTINCT FROM 'cancelled'
       AND m.condition_outcome IS DISTINCT FROM 'calledOff' THEN
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

-- The trigger that runs it, as pg_get_triggerdef prints it (start-up re-creates one the database holds otherwise).
CREATE TRIGGER preorders_enqueue_emails
  AFTER INSERT OR UPDATE OF status, payment_status ON public.preorders
  FOR EACH ROW
  EXECUTE FUNCTION enqueue_preorder_emails();
