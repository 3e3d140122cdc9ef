ALTER TABLE "profiles" ADD COLUMN "admin_organization_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_admin_organization_id_organizations_id_fk" FOREIGN KEY ("admin_organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profiles_admin_organization_idx" ON "profiles" USING btree ("admin_organization_id");--> statement-breakpoint
CREATE INDEX "audit_log_organization_idx" ON "audit_log" USING btree ("organization_id","created_at","id");--> statement-breakpoint
-- Earlier audit entries are filed under their target's organization as it is now (server/db/queries/tenancy.ts,
-- organizationOfTarget, writes the same for new entries).
UPDATE "audit_log" a SET "organization_id" = CASE a.target_type
  WHEN 'organization' THEN (SELECT o.id FROM organizations o WHERE o.id = a.target_id)
  WHEN 'office' THEN (SELECT f.organization_id FROM offices f WHERE f.id = a.target_id)
  WHEN 'user' THEN (SELECT f.organization_id FROM profiles p JOIN offices f ON f.id = p.office_id WHERE p.user_id = a.target_id)
  WHEN 'meal' THEN (SELECT f.organization_id FROM meals m JOIN offices f ON f.id = m.office_id WHERE m.id = a.target_id)
  WHEN 'report' THEN (SELECT f.organization_id FROM reports r JOIN meals m ON r.target_type = 'meal' AND m.id = r.target_id
                        JOIN offices f ON f.id = m.office_id WHERE r.id = a.target_id)
  WHEN 'emailEvent' THEN (SELECT f.organization_id FROM email_events e JOIN profiles p ON p.user_id = e.recipient_user_id
                            JOIN offices f ON f.id = p.office_id WHERE e.id = a.target_id)
  ELSE NULL END
 WHERE a.target_id IS NOT NULL;
