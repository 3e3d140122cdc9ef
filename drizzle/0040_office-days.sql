ALTER TYPE "public"."notification_kind" ADD VALUE 'wishTakenDown';--> statement-breakpoint
ALTER TYPE "public"."report_target_type" ADD VALUE 'wish';--> statement-breakpoint
ALTER TYPE "public"."wish_status" ADD VALUE 'takenDown';--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "office_weekdays" smallint[] DEFAULT '{1,2,3,4,5}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "menu_when_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_office_weekdays" CHECK ("profiles"."office_weekdays" <@ '{1,2,3,4,5,6,7}'::smallint[]);--> statement-breakpoint
-- A taken-down wish tells its author through the generic NOTICE e-mail (server/db/sql/enqueue_notification_emails.sql
-- holds the current definition).
CREATE OR REPLACE FUNCTION enqueue_notification_emails() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.kind IN ('offerClosed', 'mealReady', 'cookMessage', 'reportOutcome', 'lastCall', 'notCollected',
                  'paymentClaimed', 'wishTakenDown')
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
$$;
