-- The current definition of the function and of the triggers that run it; edit them here (server/db/functions.ts
-- applies them after the migrations, whose copies are history).
-- No row takes the kind's default (shared/enums.ts, NOTIFICATION_PUSH_DEFAULT): on, except the daily menu, which is
-- pushed only to those who turned it on (docs/decisions/066-daily-menu-push.md).
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

-- The trigger that runs it, as pg_get_triggerdef prints it (start-up re-creates one the database holds otherwise).
CREATE TRIGGER notifications_enqueue_pushes
  AFTER INSERT ON public.notifications
  FOR EACH ROW
  EXECUTE FUNCTION enqueue_notification_pushes();
