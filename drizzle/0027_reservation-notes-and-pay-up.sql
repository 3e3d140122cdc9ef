ALTER TABLE "profiles" ADD COLUMN "payment_iban" varchar(34);--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "payment_holder" varchar(70);--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "payment_link" varchar(500);--> statement-breakpoint
ALTER TABLE "preorders" ADD COLUMN "payment_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "preorders" ADD COLUMN "payment_rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "preorders" ADD COLUMN "not_collected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "preorders" ADD COLUMN "note" varchar(200);--> statement-breakpoint
ALTER TABLE "preorders" ADD CONSTRAINT "preorders_note_not_blank" CHECK ("preorders"."note" is null or char_length(btrim("preorders"."note")) > 0);