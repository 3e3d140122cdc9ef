-- The e-mails a preorder causes are queued by the database, in the same transaction as the change, so a
-- reservation and its e-mail commit or roll back together and no code path (reserve, cancel, withdraw, mark
-- collected, an admin at a psql prompt) can forget one. The event holds references; the dispatcher reads the
-- recipient's current locale, preferences and the meal's facts when it sends. Each idempotency key is one e-mail.
CREATE FUNCTION enqueue_preorder_emails() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  m record;
  bucket bigint;
BEGIN
  SELECT id, cook_id, withdrawn_at INTO m FROM meals WHERE id = NEW.meal_id;
  IF TG_OP = 'INSERT' THEN
    IF NEW.status IN ('reserved', 'active') THEN
      INSERT INTO email_events (template_code, recipient_user_id, recipient_email, payload, idempotency_key)
      SELECT 'RESERVATION_CONFIRMATION', p.user_id, p.email, jsonb_build_object('preorderId', NEW.id),
             'RESERVATION_CONFIRMATION:' || NEW.id
        FROM profiles p WHERE p.user_id = NEW.eater_id
      ON CONFLICT (idempotency_key) DO NOTHING;
      -- The cook hears of new reservations once per meal per five minutes, at the end of the window: a burst of
      -- fifty reservations is one e-mail, which lists them all when it is sent.
      bucket := floor(extract(epoch FROM NEW.created_at) / 300);
      INSERT INTO email_events (template_code, recipient_user_id, recipient_email, payload, idempotency_key, next_attempt_at)
      SELECT 'NEW_PREORDER_ALERT', p.user_id, p.email, jsonb_build_object('mealId', NEW.meal_id),
             'NEW_PREORDER_ALERT:' || NEW.meal_id || ':' || bucket, to_timestamp((bucket + 1) * 300)
        FROM profiles p WHERE p.user_id = m.cook_id
      ON CONFLICT (idempotency_key) DO NOTHING;
    END IF;
  ELSE
    IF NEW.status = 'cancelled' AND OLD.status IS DISTINCT FROM 'cancelled' THEN
      -- Withdrawn by the cook: the eater is told. Cancelled by the eater: the cook is told.
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
CREATE TRIGGER preorders_enqueue_emails AFTER INSERT OR UPDATE OF status, payment_status ON preorders
  FOR EACH ROW EXECUTE FUNCTION enqueue_preorder_emails();
--> statement-breakpoint
-- Workers sleep until an e-mail is queued (plus a slow poll for retries and coalesced alerts that come due).
CREATE FUNCTION notify_email_queued() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('email_events', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER email_events_queued AFTER INSERT ON email_events
  FOR EACH STATEMENT EXECUTE FUNCTION notify_email_queued();
