CREATE TABLE "office_closed_days" (
	"office_id" uuid NOT NULL,
	"date" date NOT NULL,
	"label" varchar(60) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "office_closed_days_office_id_date_pk" PRIMARY KEY("office_id","date")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "microsoft_subject" varchar(255);--> statement-breakpoint
ALTER TABLE "office_closed_days" ADD CONSTRAINT "office_closed_days_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_microsoft_subject_key" ON "users" USING btree ("microsoft_subject");
--> statement-breakpoint
-- Menus show an office's closed days with the office (server/db/queries/menu.ts findMenuOffice), so a change tells
-- every instance's cached office through menu_changes, as a change of the office itself does (migration 0003).
CREATE FUNCTION notify_office_closed_day_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('menu_changes', json_build_object('kind', 'office', 'officeId', o.id, 'slug', o.slug)::text)
     FROM offices o
    WHERE o.id IN (CASE WHEN TG_OP = 'DELETE' THEN OLD.office_id ELSE NEW.office_id END,
                   CASE WHEN TG_OP = 'UPDATE' THEN OLD.office_id END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER office_closed_days_menu_change AFTER INSERT OR UPDATE OR DELETE ON office_closed_days
  FOR EACH ROW EXECUTE FUNCTION notify_office_closed_day_change();
