ALTER TYPE "public"."notification_kind" ADD VALUE 'wishBacked';--> statement-breakpoint
-- A wish backed sends its NOTICE only to those who turned its e-mail on (server/db/sql/enqueue_notification_emails.sql
-- holds the current definition).
CREATE OR REPLACE FUNCTION enqueue_notification_emails() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.kind IN ('offerClosed', 'mealReady', 'cookMessage', 'reportOutcome', 'lastCall', 'notCollected',
                  'paymentClaimed',
                  -- Conditional meals and claimed wishes (docs/features.md "Conditional meals").
                  'mealGoesAhead', 'mealCalledOff', 'wishClaimed',
                  -- Office days and wish moderation (docs/features.md "Office days and forecast").
                  'wishTakenDown',
                  -- Fair draw (docs/features.md "Fair draw").
                  'drawWon', 'drawLost',
                  -- A colleague backed one's wish (docs/features.md "Wish board").
                  'wishBacked')
     AND coalesce((SELECT np.email FROM notification_prefs np WHERE np.user_id = NEW.user_id AND np.kind = NEW.kind),
                  NEW.kind NOT IN ('mealReady', 'cookMessage', 'lastCall', 'wishBacked')) THEN
    INSERT INTO email_events (template_code, recipient_user_id, recipient_email, locale, payload, idempotency_key,
                              next_attempt_at, created_at)
    SELECT 'NOTICE', p.user_id, p.email, p.locale, jsonb_build_object('notificationId', NEW.id, 'kind', NEW.kind),
           'NOTICE:' || NEW.id, NEW.created_at, NEW.created_at
      FROM profiles p WHERE p.user_id = NEW.user_id
    ON CONFLICT (idempotency_key) DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
