CREATE TABLE "unsubscribe_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "calendar_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "unsubscribe_tokens" ADD CONSTRAINT "unsubscribe_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unsubscribe_tokens_user_idx" ON "unsubscribe_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_calendar_token_hash_key" ON "profiles" USING btree ("calendar_token_hash");--> statement-breakpoint
-- Calendar and preference links are stored as the SHA-256 of their secret, as sessions are
-- (docs/decisions/028-link-secrets-stored-hashed.md). The secrets already sent out are hashed here, so the links
-- in calendars and old e-mails keep working; the plain columns go in the next migration.
UPDATE "profiles" SET "calendar_token_hash" = encode(sha256(convert_to("calendar_token", 'UTF8')), 'hex')
 WHERE "calendar_token" IS NOT NULL;--> statement-breakpoint
INSERT INTO "unsubscribe_tokens" ("token_hash", "user_id")
SELECT encode(sha256(convert_to("unsub_token", 'UTF8')), 'hex'), "user_id" FROM "email_prefs"
ON CONFLICT DO NOTHING;
