ALTER TABLE "bills" ADD COLUMN "pay_attempt_id" bigint;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "pay_gateway" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "pay_open_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "flag" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "flagged_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "transactions_flagged_idx" ON "transactions" USING btree ("flagged_at") WHERE "transactions"."flag" is not null;