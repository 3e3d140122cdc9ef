ALTER TYPE "public"."notification_kind" ADD VALUE 'lastCall';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'notCollected';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'paymentClaimed';--> statement-breakpoint
ALTER TABLE "handovers" ADD COLUMN "last_call" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The eater's "I paid" tells the cook (server/db/sql/preorder_notifications.sql), so the trigger also fires on it.
DROP TRIGGER preorders_notifications ON preorders;--> statement-breakpoint
CREATE TRIGGER preorders_notifications AFTER INSERT OR UPDATE OF status, payment_claimed_at ON preorders
  FOR EACH ROW EXECUTE FUNCTION preorder_notifications();
