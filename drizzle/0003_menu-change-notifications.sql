-- Server instances cache office menus and offices in memory. Whatever a menu shows (a meal's fields, its photos,
-- the office, its organization's name, a cook's name) tells every instance through NOTIFY on menu_changes, from
-- the database itself, so no code path can forget to. Payloads (JSON):
--   {"kind":"portions","officeId","mealId","availablePortions"}  only a meal's portions moved: patch in place
--   {"kind":"meals","officeId"}                                  the office's meals changed: read them again
--   {"kind":"office","officeId","slug"}                          the office itself changed (or its organization)
-- NOTIFY delivers at commit and drops identical payloads within one transaction, so a bulk change of one office's
-- meals costs one message.
CREATE FUNCTION notify_menu_meals(office uuid) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('menu_changes', json_build_object('kind', 'meals', 'officeId', office)::text);
$$;
--> statement-breakpoint
CREATE FUNCTION notify_meal_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- A reservation or a cancel moves only the portions (and updated_at): menus patch that in place.
    IF to_jsonb(NEW) - 'available_portions' - 'updated_at' = to_jsonb(OLD) - 'available_portions' - 'updated_at' THEN
      IF NEW.available_portions IS DISTINCT FROM OLD.available_portions THEN
        PERFORM pg_notify('menu_changes', json_build_object(
          'kind', 'portions', 'officeId', NEW.office_id, 'mealId', NEW.id, 'availablePortions', NEW.available_portions)::text);
      END IF;
      RETURN NULL;
    END IF;
    IF NEW.office_id IS DISTINCT FROM OLD.office_id THEN
      PERFORM notify_menu_meals(OLD.office_id);
    END IF;
    PERFORM notify_menu_meals(NEW.office_id);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM notify_menu_meals(NEW.office_id);
  ELSE
    PERFORM notify_menu_meals(OLD.office_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER meals_menu_change AFTER INSERT OR UPDATE OR DELETE ON meals
  FOR EACH ROW EXECUTE FUNCTION notify_meal_change();
--> statement-breakpoint
CREATE FUNCTION notify_meal_photo_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  office uuid;
BEGIN
  -- When the meal itself is being deleted (cascade) it is gone already; its own trigger has told the menus.
  SELECT m.office_id INTO office FROM meals m
   WHERE m.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.meal_id ELSE NEW.meal_id END;
  IF office IS NOT NULL THEN
    PERFORM notify_menu_meals(office);
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.meal_id IS DISTINCT FROM OLD.meal_id THEN
    SELECT m.office_id INTO office FROM meals m WHERE m.id = OLD.meal_id;
    IF office IS NOT NULL THEN
      PERFORM notify_menu_meals(office);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER meal_photos_menu_change AFTER INSERT OR UPDATE OR DELETE ON meal_photos
  FOR EACH ROW EXECUTE FUNCTION notify_meal_photo_change();
--> statement-breakpoint
CREATE FUNCTION notify_office_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A new office also matters: a visitor may have asked for its slug before it existed.
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('menu_changes', json_build_object('kind', 'office', 'officeId', OLD.id, 'slug', OLD.slug)::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('menu_changes', json_build_object('kind', 'office', 'officeId', NEW.id, 'slug', NEW.slug)::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER offices_menu_change AFTER INSERT OR UPDATE OR DELETE ON offices
  FOR EACH ROW EXECUTE FUNCTION notify_office_change();
--> statement-breakpoint
CREATE FUNCTION notify_organization_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Menus show the organization's name with the office.
  PERFORM pg_notify('menu_changes', json_build_object('kind', 'office', 'officeId', o.id, 'slug', o.slug)::text)
     FROM offices o WHERE o.organization_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER organizations_menu_change AFTER UPDATE OF name ON organizations
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION notify_organization_change();
--> statement-breakpoint
CREATE FUNCTION notify_cook_name_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Menus show the cook's name on each meal. Every office the cook ever cooked for (an index range on
  -- meals_cook_idx; names change rarely): no date filter, because which days a menu can still show is the
  -- application's clock, not the database's.
  PERFORM notify_menu_meals(m.office_id)
     FROM (SELECT DISTINCT office_id FROM meals WHERE cook_id = NEW.user_id) m;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_menu_change AFTER UPDATE OF first_name, last_name ON profiles
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION notify_cook_name_change();
