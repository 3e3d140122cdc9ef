ALTER TYPE "public"."email_template_code" ADD VALUE 'MEAL_REENABLED';--> statement-breakpoint
ALTER TYPE "public"."email_template_code" ADD VALUE 'HANDOVER_TAKEN';--> statement-breakpoint
-- Offers: the named colleague is e-mailed in the offer's transaction, and the offerer once a colleague has taken it
-- (HANDOVER_TAKEN); an offer to anyone is shown on the menu, so its office's menus are told whenever one opens or
-- closes. The new e-mail code is only used when the trigger runs, after this migration's transaction.
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
