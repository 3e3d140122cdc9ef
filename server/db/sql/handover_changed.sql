-- The current definition of the function and of the triggers that run it; edit them here (server/db/functions.ts
-- applies them after the migrations, whose copies are history).
CREATE OR REPLACE FUNCTION handover_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW.to_eater_id IS NOT NULL THEN
    INSERT INTO email_events (template_code, recipient_user_id, recipient_email, payload, idempotency_key)
    SELECT 'HANDOVER_OFFERED', p.user_id, p.email, jsonb_build_object('handoverId', NEW.id), 'HANDOVER_OFFERED:' || NEW.id
      FROM profiles p WHERE p.user_id = NEW.to_eater_id
    ON CONFLICT (idempotency_key) DO NOTHING;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.status = 'accepted' AND OLD.status IS DISTINCT FROM 'accepted' THEN
    INSERT INTO email_events (template_code, recipient_user_id, recipient_email, payload, idempotency_key)
    SELECT 'HANDOVER_TAKEN', p.user_id, p.email, jsonb_build_object('handoverId', NEW.id), 'HANDOVER_TAKEN:' || NEW.id
      FROM profiles p WHERE p.user_id = NEW.from_eater_id
    ON CONFLICT (idempotency_key) DO NOTHING;
  END IF;
  IF NEW.to_eater_id IS NULL AND (TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status) THEN
    PERFORM notify_menu_meals(m.office_id) FROM meals m WHERE m.id = NEW.meal_id;
  END IF;
  RETURN NULL;
END
$$;

-- The trigger that runs it, as pg_get_triggerdef prints it (start-up re-creates one the database holds otherwise).
CREATE TRIGGER handovers_changed
  AFTER INSERT OR UPDATE OF status ON public.handovers
  FOR EACH ROW
  EXECUTE FUNCTION handover_changed();
