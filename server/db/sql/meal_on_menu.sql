-- On the menu: active, not soft-disabled by a moderator, not withdrawn by its cook. The one home of the rule for the
-- database's own code: the triggers that serve the waitlist (serve_waitlist_after_meal_change.sql) and post a new
-- meal (enqueue_new_meal_post.sql) call it; statements reach the same rule through onMenu in server/db/fragments.ts.
-- IMMUTABLE and a single expression, so the planner inlines it.
CREATE OR REPLACE FUNCTION meal_on_menu(is_active boolean, is_soft_disabled boolean, withdrawn_at timestamptz)
RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT is_active AND NOT is_soft_disabled AND withdrawn_at IS NULL
$$;
