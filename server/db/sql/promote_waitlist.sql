-- The current definition of the function and of the triggers that run it; edit them here (server/db/functions.ts
-- applies them after the migrations, whose copies are history).
CREATE OR REPLACE FUNCTION promote_waitlist(meal uuid, at timestamptz)
RETURNS TABLE (promoted_entry uuid, promoted_preorder uuid, promoted_eater uuid, promoted_quantity int)
LANGUAGE plpgsql AS $$
DECLARE
  m record;
  w record;
  left_over int;
  made uuid;
BEGIN
  SELECT me.available_portions, me.is_active, me.is_soft_disabled, me.withdrawn_at,
         meal_cutoff_at(me.cutoff_date, me.pickup_date, me.cutoff_time, o.time_zone) AS cutoff_at
    INTO m
    FROM meals me JOIN offices o ON o.id = me.office_id
   WHERE me.id = meal
     FOR UPDATE OF me;
  IF NOT FOUND OR NOT m.is_active OR m.is_soft_disabled OR m.withdrawn_at IS NOT NULL
     OR at >= m.cutoff_at OR m.available_portions = 0 THEN
    RETURN;
  END IF;
  left_over := m.available_portions;
  FOR w IN
    SELECT e.id, e.eater_id, e.quantity FROM waitlist_entries e
     WHERE e.meal_id = meal AND e.status = 'waiting'
     ORDER BY e.seq
       FOR UPDATE
  LOOP
    EXIT WHEN left_over = 0;
    CONTINUE WHEN w.quantity > left_over;
    INSERT INTO preorders (meal_id, eater_id, quantity, status, from_waitlist, created_at, updated_at)
    VALUES (meal, w.eater_id, w.quantity, 'reserved', true, at, at)
    RETURNING id INTO made;
    UPDATE waitlist_entries SET status = 'promoted', preorder_id = made, updated_at = at WHERE id = w.id;
    left_over := left_over - w.quantity;
    promoted_entry := w.id;
    promoted_preorder := made;
    promoted_eater := w.eater_id;
    promoted_quantity := w.quantity;
    RETURN NEXT;
  END LOOP;
  IF left_over <> m.available_portions THEN
    UPDATE meals SET available_portions = left_over, updated_at = at WHERE id = meal;
  END IF;
END
$$;
