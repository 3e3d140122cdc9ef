-- The current definition of the function and of the triggers that run it; edit them here (server/db/functions.ts
-- applies them after the migrations, whose copies are history).
--
-- When a conditional meal is settled (settle_meal_condition.sql, settle_conditional_meals.sql), the office's chat
-- channel hears it once (docs/features.md "Office chat channels"): the outcome flips only once, and the post's
-- idempotency key is the meal's, so two instances' ticks queue one post. The sender writes it in the channel's
-- language at send time (server/outbound/channel-sender.ts).
CREATE OR REPLACE FUNCTION enqueue_meal_condition_post() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO deliveries (channel, office_id, payload, idempotency_key, next_attempt_at, created_at)
  SELECT 'webhook', c.office_id,
         jsonb_build_object('post', 'mealCondition', 'mealId', NEW.id, 'outcome', NEW.condition_outcome,
                            'minimum', NEW.minimum_portions,
                            'committed', NEW.total_portions - NEW.available_portions,
                            'left', NEW.available_portions),
         'mealCondition:' || NEW.id, NEW.condition_settled_at, NEW.condition_settled_at
    FROM office_channels c
   WHERE c.office_id = NEW.office_id
  ON CONFLICT (idempotency_key) DO NOTHING;
  RETURN NULL;
END
$$;

-- The trigger that runs it, as pg_get_triggerdef prints it (start-up re-creates one the database holds otherwise).
CREATE TRIGGER meals_condition_post
  AFTER UPDATE ON public.meals
  FOR EACH ROW
  WHEN (((old.condition_outcome IS NULL) AND (new.condition_outcome IS NOT NULL)))
  EXECUTE FUNCTION enqueue_meal_condition_post();
