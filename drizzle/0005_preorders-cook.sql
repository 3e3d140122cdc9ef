ALTER TABLE "preorders" ADD COLUMN "cook_id" uuid;--> statement-breakpoint
ALTER TABLE "preorders" ADD CONSTRAINT "preorders_cook_id_users_id_fk" FOREIGN KEY ("cook_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "preorders_cook_created_idx" ON "preorders" USING btree ("cook_id","created_at","id");