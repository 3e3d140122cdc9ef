-- The current definition of the function; edit it here (server/db/functions.ts applies it after the migrations,
-- whose copies are history).
--
-- At the cutoff, a conditional meal still unsettled is settled (docs/features.md "Conditional meals"): it goes ahead
-- if its minimum is met after all, else it is called off the way a cook withdraws a meal (off the menu, every
-- reservation cancelled, the portions back, so nothing is owed). Run by the minute tick of every instance
-- (server/services/conditional-meals.ts): the UPDATE takes only rows whose outcome is still null and re-checks that
-- on the locked row, so two instances, or a reservation reaching the minimum at the same moment, settle it once.
-- Answers how many meals it settled.
CREATE OR REPLACE FUNCTION settle_conditional_meals(settle_at timestamptz) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  called_off uuid[];
  settled int;
BEGIN
  -- This statement's trigger (meal_condition_notifications.sql) tells each reservation's eater while it still stands.
  WITH due AS (
    UPDATE meals m
       SET condition_outcome = CASE WHEN m.total_portions - m.available_portions >= m.minimum_portions
                                    THEN 'goesAhead' ELSE 'calledOff' END::meal_condition_outcome,
           condition_settled_at = settle_at,
           is_active = m.is_active AND m.total_portions - m.available_portions >= m.minimum_portions,
           withdrawn_at = CASE WHEN m.total_portions - m.available_portions >= m.minimum_portions
                               THEN m.withdrawn_at ELSE settle_at END,
           updated_at = settle_at
      FROM offices o
     WHERE o.id = m.office_id
       AND m.minimum_portions IS NOT NULL
       AND m.condition_outcome IS NULL
       AND m.withdrawn_at IS NULL
       AND settle_at >= meal_cutoff_at(m.cutoff_date, m.pickup_date, m.cutoff_time, o.time_zone)
    RETURNING m.id, m.condition_outcome
  )
  SELECT coalesce(array_agg(id) FILTER (WHERE condition_outcome = 'calledOff'), '{}'), count(*)
    INTO called_off, settled
    FROM due;

  WITH cancelled AS (
    UPDATE preorders p
       SET status = 'cancelled', updated_at = settle_at
     WHERE p.meal_id = ANY (called_off) AND p.status IN ('reserved', 'active')
    RETURNING p.meal_id, p.quantity
  )
  UPDATE meals m
     SET available_portions = m.available_portions + c.quantity, updated_at = settle_at
    FROM (SELECT meal_id, sum(quantity)::int AS quantity FROM cancelled GROUP BY meal_id) c
   WHERE m.id = c.meal_id;
  RETURN settled;
END
$$;
