-- Every preorder carries its meal's cook, set by the database itself on insert (no code path can forget it), so
-- the cook's preorders page is one index range (preorders_cook_created_idx). Existing preorders are filled in.
CREATE FUNCTION set_preorder_cook() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT m.cook_id INTO NEW.cook_id FROM meals m WHERE m.id = NEW.meal_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER preorders_set_cook BEFORE INSERT OR UPDATE OF meal_id ON preorders
  FOR EACH ROW EXECUTE FUNCTION set_preorder_cook();
--> statement-breakpoint
UPDATE preorders p SET cook_id = m.cook_id FROM meals m WHERE m.id = p.meal_id AND p.cook_id IS NULL;
