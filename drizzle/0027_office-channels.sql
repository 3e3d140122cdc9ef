CREATE TYPE "public"."office_channel_kind" AS ENUM('slack', 'teams', 'mattermost');--> statement-breakpoint
CREATE TABLE "office_channels" (
	"office_id" uuid PRIMARY KEY NOT NULL,
	"kind" "office_channel_kind" NOT NULL,
	"url" varchar(1000) NOT NULL,
	"menu_at" time,
	"last_call_minutes" integer,
	"new_meals" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "office_id" uuid;--> statement-breakpoint
ALTER TABLE "office_channels" ADD CONSTRAINT "office_channels_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;