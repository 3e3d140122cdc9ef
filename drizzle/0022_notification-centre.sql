CREATE TYPE "public"."notification_kind" AS ENUM('waitlistPromoted', 'portionOffered', 'portionTaken', 'mealChanged', 'mealWithdrawn', 'mealTakenDown', 'mealBack', 'mealReady', 'cookMessage', 'newReservation', 'reservationCancelled', 'reportOutcome', 'cookSuspended');--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "notification_kind" NOT NULL,
	"meal_id" uuid,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" varchar(200) NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_meal_id_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_key" ON "notifications" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" IS NULL;--> statement-breakpoint
CREATE INDEX "notifications_created_idx" ON "notifications" USING btree ("created_at");--> statement-breakpoint
-- The notification centre (docs/decisions/032-notification-centre.md). Every change of a person's notifications is
-- NOTIFYed on notification_changes with their user id, so the bell of every open tab on every instance refreshes.
CREATE FUNCTION notify_notification_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('notification_changes', (CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_changed AFTER INSERT OR UPDATE OF read_at OR DELETE ON notifications
  FOR EACH ROW EXECUTE FUNCTION notify_notification_changed();
--> statement-breakpoint
-- The events a reservation's row tells, written in the statement's transaction whichever path made the change (a
-- reservation, the waitlist's promotion in SQL, a cancel, a withdrawal): the eater hears of a promotion and of a
-- withdrawn meal, the cook of each new reservation and each cancel. Instants are the row's own (the application's
-- clock), as for the e-mails of migration 0016.
CREATE FUNCTION preorder_notifications() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  m record;
  who text;
BEGIN
  SELECT id, cook_id, title, pickup_date, withdrawn_at INTO m FROM meals WHERE id = NEW.meal_id;
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
  ELSIF NEW.status = 'cancelled' AND OLD.status IS DISTINCT FROM 'cancelled' THEN
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
--> statement-breakpoint
CREATE TRIGGER preorders_notifications AFTER INSERT OR UPDATE OF status ON preorders
  FOR EACH ROW EXECUTE FUNCTION preorder_notifications();
--> statement-breakpoint
-- Hand-overs: the named colleague hears of an offer, the offerer once a colleague has taken it.
CREATE FUNCTION handover_notifications() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
CREATE TRIGGER handovers_notifications AFTER INSERT OR UPDATE OF status ON handovers
  FOR EACH ROW EXECUTE FUNCTION handover_notifications();
