DROP INDEX "attachments_object_key_idx";--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "uploaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "change_requests" ADD COLUMN "payment_id" uuid;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attachments_object_key_idx" ON "attachments" USING btree ("object_key");