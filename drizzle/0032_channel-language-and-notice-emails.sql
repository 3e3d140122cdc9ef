ALTER TYPE "public"."email_template_code" ADD VALUE 'NOTICE';--> statement-breakpoint
ALTER TABLE "office_channels" ADD COLUMN "locale" "locale" DEFAULT 'en' NOT NULL;--> statement-breakpoint
-- Notifications without an e-mail of their own queue the generic NOTICE (server/db/sql/enqueue_notification_emails.sql).
CREATE FUNCTION enqueue_notification_emails() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.kind IN ('mealReady', 'cookMessage', 'reportOutcome', 'lastCall', 'notCollected', 'paymentClaimed')
     AND coalesce((SELECT np.email FROM notification_prefs np WHERE np.user_id = NEW.user_id AND np.kind = NEW.kind),
                  NEW.kind NOT IN ('mealReady', 'cookMessage', 'lastCall')) THEN
    INSERT INTO email_events (template_code, recipient_user_id, recipient_email, locale, payload, idempotency_key,
                              next_attempt_at, created_at)
    SELECT 'NOTICE', p.user_id, p.email, p.locale, jsonb_build_object('notificationId', NEW.id, 'kind', NEW.kind),
           'NOTICE:' || NEW.id, NEW.created_at, NEW.created_at
      FROM profiles p WHERE p.user_id = NEW.user_id
    ON CONFLICT (idempotency_key) DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER notifications_enqueue_emails AFTER INSERT ON notifications
  FOR EACH ROW EXECUTE FUNCTION enqueue_notification_emails();
