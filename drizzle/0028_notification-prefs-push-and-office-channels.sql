CREATE TYPE "public"."delivery_channel" AS ENUM('push', 'webhook');--> statement-breakpoint
CREATE TYPE "public"."office_channel_kind" AS ENUM('slack', 'teams', 'mattermost');--> statement-breakpoint
CREATE TABLE "app_settings" (
	"name" varchar(100) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" "delivery_channel" NOT NULL,
	"push_subscription_id" uuid,
	"notification_id" uuid,
	"office_id" uuid,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" "email_event_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"idempotency_key" varchar(200) NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_prefs" (
	"user_id" uuid NOT NULL,
	"kind" "notification_kind" NOT NULL,
	"push" boolean DEFAULT true NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_prefs_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "office_channels" (
	"office_id" uuid PRIMARY KEY NOT NULL,
	"kind" "office_channel_kind" NOT NULL,
	"url" varchar(1000) NOT NULL,
	"menu_at" time,
	"last_call_minutes" integer,
	"new_meals" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" varchar(1000) NOT NULL,
	"p256dh" varchar(100) NOT NULL,
	"auth" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_push_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("push_subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_prefs" ADD CONSTRAINT "notification_prefs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_channels" ADD CONSTRAINT "office_channels_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_idempotency_key" ON "deliveries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "deliveries_due_idx" ON "deliveries" USING btree ("next_attempt_at") WHERE "deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "deliveries_leased_idx" ON "deliveries" USING btree ("locked_until") WHERE "deliveries"."status" = 'processing';--> statement-breakpoint
CREATE INDEX "deliveries_created_idx" ON "deliveries" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
-- Web push (docs/decisions/042-notification-preferences-and-web-push.md): every notification written, by a trigger
-- or a service, queues one push per subscription of its owner unless they turned push off for its kind, in the
-- notification's transaction. Instants are the notification's own (the application's clock).
CREATE FUNCTION enqueue_notification_pushes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO deliveries (channel, push_subscription_id, notification_id, idempotency_key, next_attempt_at, created_at)
  SELECT 'push', s.id, NEW.id, 'push:' || NEW.id || ':' || s.id, NEW.created_at, NEW.created_at
    FROM push_subscriptions s
   WHERE s.user_id = NEW.user_id
     AND coalesce((SELECT np.push FROM notification_prefs np WHERE np.user_id = NEW.user_id AND np.kind = NEW.kind), true)
  ON CONFLICT (idempotency_key) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_enqueue_pushes AFTER INSERT ON notifications
  FOR EACH ROW EXECUTE FUNCTION enqueue_notification_pushes();
--> statement-breakpoint
-- Wakes the delivery workers of every instance, as email_events_queued does for e-mail (migration 0011).
CREATE FUNCTION notify_delivery_queued() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('deliveries', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER deliveries_queued AFTER INSERT ON deliveries
  FOR EACH STATEMENT EXECUTE FUNCTION notify_delivery_queued();
--> statement-breakpoint
-- A meal published (inserted active, or made active) is posted to its office's channel when the channel asks for
-- new meals (docs/decisions/043-office-channels.md), once per meal, in the publishing transaction.
CREATE FUNCTION enqueue_new_meal_post() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.is_active AND NOT NEW.is_soft_disabled AND NEW.withdrawn_at IS NULL
     AND (TG_OP = 'INSERT' OR NOT OLD.is_active) THEN
    INSERT INTO deliveries (channel, office_id, payload, idempotency_key, next_attempt_at, created_at)
    SELECT 'webhook', c.office_id, jsonb_build_object('mealId', NEW.id), 'newMeal:' || NEW.id,
           NEW.updated_at, NEW.updated_at
      FROM office_channels c
     WHERE c.office_id = NEW.office_id AND c.new_meals
    ON CONFLICT (idempotency_key) DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER meals_new_meal_post AFTER INSERT OR UPDATE OF is_active ON meals
  FOR EACH ROW EXECUTE FUNCTION enqueue_new_meal_post();
