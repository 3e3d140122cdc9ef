-- Photos stored before the medium variant existed: false until the start-up backfill makes it
-- (server/services/photo-backfill.ts); the meal_photos trigger tells cached menus when it flips.
ALTER TABLE "meal_photos" ADD COLUMN "has_medium" boolean DEFAULT false NOT NULL;
