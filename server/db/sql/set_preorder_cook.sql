-- The current definition; edit it here (server/db/functions.ts applies it after the migrations).
-- History: drizzle/0006_preorders-cook-trigger.sql and the migrations before it.
CREATE OR REPLACE FUNCTION set_preorder_cook() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT m.cook_id INTO NEW.cook_id FROM meals m WHERE m.id = NEW.meal_id;
  RETURN NEW;
END
$$;
