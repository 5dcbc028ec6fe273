ALTER TABLE "analytics_events" DROP CONSTRAINT "analytics_events_website_id_websites_id_fk";
--> statement-breakpoint
DROP INDEX "analytics_events_site_day_idx";--> statement-breakpoint
CREATE INDEX "analytics_events_site_day_idx" ON "analytics_events" USING btree ("website_id","day");--> statement-breakpoint
ALTER TABLE "analytics_events" DROP COLUMN "id";