ALTER TABLE "profiles" ADD COLUMN "calendar_token" varchar(32);--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_calendar_token_key" ON "profiles" USING btree ("calendar_token");