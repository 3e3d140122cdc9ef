ALTER TYPE "public"."email_event_status" ADD VALUE 'skipped';--> statement-breakpoint
ALTER TYPE "public"."email_template_code" ADD VALUE 'RESERVATION_CANCELLED';--> statement-breakpoint
ALTER TYPE "public"."email_template_code" ADD VALUE 'PAYMENT_RECEIPT';--> statement-breakpoint
ALTER TYPE "public"."email_template_code" ADD VALUE 'ALLERGENS_CHANGED';--> statement-breakpoint
ALTER TYPE "public"."email_template_code" ADD VALUE 'CONFIRM_EMAIL';--> statement-breakpoint
ALTER TYPE "public"."email_template_code" ADD VALUE 'PASSWORD_RESET';--> statement-breakpoint
ALTER TABLE "email_events" ADD COLUMN "idempotency_key" varchar(200) NOT NULL;--> statement-breakpoint
ALTER TABLE "email_events" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "email_events_idempotency_key" ON "email_events" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "email_events_due_idx" ON "email_events" USING btree ("next_attempt_at") WHERE "email_events"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "email_events_leased_idx" ON "email_events" USING btree ("locked_until") WHERE "email_events"."status" = 'processing';