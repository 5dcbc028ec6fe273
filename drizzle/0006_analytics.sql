CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"website_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor_id" text NOT NULL,
	"kind" text NOT NULL,
	"path" text NOT NULL,
	"referrer" text,
	"duration_ms" integer,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uptime_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"website_id" uuid NOT NULL,
	"day" date NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"ok" boolean NOT NULL,
	"status" integer,
	"response_ms" integer,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "monitor_state" text;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "tls_valid_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "tls_issuer" text;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "tls_error" text;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "tls_warned_for" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uptime_checks" ADD CONSTRAINT "uptime_checks_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_site_day_idx" ON "analytics_events" USING btree ("website_id","day","visitor_id","at");--> statement-breakpoint
CREATE INDEX "uptime_checks_site_day_idx" ON "uptime_checks" USING btree ("website_id","day");