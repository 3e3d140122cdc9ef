ALTER TYPE "public"."notification_kind" ADD VALUE 'dailyMenu';--> statement-breakpoint
-- The daily menu's push is off unless chosen (server/db/sql/enqueue_notification_pushes.sql holds the current
-- definition).
CREATE OR REPLACE FUNCTION enqueue_notification_pushes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO deliveries (channel, push_subscription_id, notification_id, idempotency_key, next_attempt_at, created_at)
  SELECT 'push', s.id, NEW.id, 'push:' || NEW.id || ':' || s.id, NEW.created_at, NEW.created_at
    FROM push_subscriptions s
   WHERE s.user_id = NEW.user_id
     AND coalesce((SELECT np.push FROM notification_prefs np WHERE np.user_id = NEW.user_id AND np.kind = NEW.kind),
                  NEW.kind <> 'dailyMenu')
  ON CONFLICT (idempotency_key) DO NOTHING;
  RETURN NULL;
END
$$;
