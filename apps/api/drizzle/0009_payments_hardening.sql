ALTER TABLE "sms_messages" ADD COLUMN "sealed" text;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "local_id" bigint;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "pay_attempt_id" bigint;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "pay_gateway" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "pay_open_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "flag" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "flagged_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sms_messages_awaiting_delivery_idx" ON "sms_messages" USING btree ("sent_at") WHERE "sms_messages"."status" = 'sent' and "sms_messages"."provider_id" is not null;--> statement-breakpoint
CREATE INDEX "transactions_flagged_idx" ON "transactions" USING btree ("flagged_at") WHERE "transactions"."flag" is not null;--> statement-breakpoint
-- Sign-in codes already in the outbox are masked as new ones are (issue 9, finding 13).
UPDATE "sms_messages" SET "text" = regexp_replace("text", '[0-9]{5}', '•••••', 'g'), "tokens" = NULL WHERE "kind" = 'otp';
