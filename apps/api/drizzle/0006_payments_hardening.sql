ALTER TABLE "transactions" ADD COLUMN "flag" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "flagged_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "transactions_flagged_idx" ON "transactions" USING btree ("flagged_at") WHERE "transactions"."flag" is not null;