DROP INDEX "profiles_calendar_token_key";--> statement-breakpoint
DROP INDEX "email_prefs_unsub_token_key";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "calendar_token";--> statement-breakpoint
ALTER TABLE "email_prefs" DROP COLUMN "unsub_token";