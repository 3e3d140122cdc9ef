ALTER TABLE "profiles" ADD COLUMN "payment_iban" varchar(34);--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "payment_holder" varchar(70);--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "payment_link" varchar(500);--> statement-breakpoint
ALTER TABLE "preorders" ADD COLUMN "payment_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "preorders" ADD COLUMN "payment_rejected_at" timestamp with time zone;