-- The current definition of the function and of the triggers that run it; edit them here (server/db/functions.ts
-- applies them after the migrations, whose copies are history).
--
-- A reservation that stops being open (collected, not collected, cancelled by anyone, its meal withdrawn, its eater's
-- account erased) closes its open offer in the same transaction, so nobody is shown a portion up for grabs that can no
-- longer be taken. Closing the hand-over fires its trigger (handover_changed.sql), which tells every instance's cached
-- menus. The instant is the row's updated_at: every write of preorders sets it from the application's clock.
CREATE OR REPLACE FUNCTION close_offers_of_closed_preorder() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE handovers SET status = 'withdrawn', decided_at = NEW.updated_at
   WHERE preorder_id = NEW.id AND status = 'offered';
  RETURN NULL;
END
$$;

-- The trigger that runs it, as pg_get_triggerdef prints it (start-up re-creates one the database holds otherwise).
CREATE TRIGGER preorders_close_offers
  AFTER UPDATE OF status ON public.preorders
  FOR EACH ROW
  WHEN (((old.status = ANY (ARRAY['reserved'::preorder_status, 'active'::preorder_status])) AND (new.status <> ALL
    (ARRAY['reserved'::preorder_status, 'active'::preorder_status]))))
  EXECUTE FUNCTION close_offers_of_closed_preorder();
