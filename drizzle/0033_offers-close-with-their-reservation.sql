-- A reservation leaving reserved/active closes its open offer at once (server/db/sql/close_offers_of_closed_preorder.sql):
-- before, only the eater's own cancel did, and a reservation collected after the cook's last call stayed "up for grabs"
-- on cached menus until the minute tick closed the offer.
CREATE OR REPLACE FUNCTION close_offers_of_closed_preorder() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE handovers SET status = 'withdrawn', decided_at = NEW.updated_at
   WHERE preorder_id = NEW.id AND status = 'offered';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER preorders_close_offers AFTER UPDATE OF status ON preorders
  FOR EACH ROW
  WHEN (OLD.status IN ('reserved', 'active') AND NEW.status NOT IN ('reserved', 'active'))
  EXECUTE FUNCTION close_offers_of_closed_preorder();
