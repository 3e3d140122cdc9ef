ALTER TABLE "users" ADD COLUMN "microsoft_subject" varchar(255);--> statement-breakpoint
CREATE UNIQUE INDEX "users_microsoft_subject_key" ON "users" USING btree ("microsoft_subject");