-- The admin console's searches ("part of a name or e-mail", "part of a meal title") are LIKE '%...%' filters; at
-- 50,000 users and 100,000 meals a term that matches few rows read the whole table (benchmarks: p99 354 and 665 ms).
-- Trigram indexes answer them from the index. pg_trgm is a trusted extension (PostgreSQL 13+), so the database's
-- owner may create it; PGlite loads it too (server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "profiles_search_trgm" ON "profiles" USING gin (("email" || ' ' || "first_name" || ' ' || "last_name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "meals_title_trgm" ON "meals" USING gin ("title" gin_trgm_ops);
