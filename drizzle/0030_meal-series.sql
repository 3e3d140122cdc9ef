ALTER TABLE "meals" ADD COLUMN "series_id" uuid;--> statement-breakpoint
CREATE INDEX "meals_series_idx" ON "meals" USING btree ("series_id","pickup_date");