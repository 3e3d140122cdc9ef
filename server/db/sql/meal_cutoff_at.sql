-- The instant ordering of a meal closes: its cutoff time on the cutoff date (the pickup date when it has none), as
-- wall-clock time in its office's zone. The one home of the rule in SQL: statements reach it through
-- server/db/fragments.ts, functions and triggers call it. IMMUTABLE and a single expression, so the planner
-- inlines it (timezone(text, timestamp) is immutable).
CREATE OR REPLACE FUNCTION meal_cutoff_at(cutoff_date date, pickup_date date, cutoff_time time, time_zone text)
RETURNS timestamptz LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (coalesce(cutoff_date, pickup_date) + cutoff_time) AT TIME ZONE time_zone
$$;
