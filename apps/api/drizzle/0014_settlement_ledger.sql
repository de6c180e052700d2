CREATE TABLE "refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"reference" text NOT NULL,
	"refunded_on" date NOT NULL,
	"note" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_transaction_unique" UNIQUE("transaction_id")
);
--> statement-breakpoint
CREATE TABLE "settlement_ledger" (
	"day" date NOT NULL,
	"gateway" text NOT NULL,
	"kind" text,
	"sub_key" bigint,
	"count" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"refunded_count" integer DEFAULT 0 NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "settlement_ledger_key" UNIQUE NULLS NOT DISTINCT("day","gateway","kind","sub_key")
);
--> statement-breakpoint
ALTER TABLE "bill_items" ADD COLUMN "sub_key" bigint;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bills_paid_idx" ON "bills" USING btree ("paid_at") WHERE "bills"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "transactions_duplicate_idx" ON "transactions" USING btree ("paid_at") WHERE "transactions"."duplicate";--> statement-breakpoint
-- What the reports group items by within their kind: a donation's charity type, a gift's campaign.
UPDATE "bill_items" i SET "sub_key" = c."charity_type_id" FROM "charities" c WHERE i."kind" = 'charity' AND c."id" = i."item_id";--> statement-breakpoint
UPDATE "bill_items" i SET "sub_key" = d."campaign_id" FROM "campaign_donations" d WHERE i."kind" = 'campaign' AND d."id" = i."item_id";--> statement-breakpoint
-- The ledger from every payment made so far, as settlement would have kept it: per Tehran day and
-- gateway, all payments, each kind, and each charity type or campaign within its kind.
INSERT INTO "settlement_ledger" ("day", "gateway", "kind", "sub_key", "count", "amount")
SELECT p."day", p."gateway", p."kind", p."sub_key", count(DISTINCT p."id"), sum(p."amount")
FROM (
  SELECT t."id", t."gateway", (t."paid_at" AT TIME ZONE 'Asia/Tehran')::date AS "day",
    i."kind", i."sub_key", i."amount"
  FROM "transactions" t JOIN "bill_items" i ON i."bill_id" = t."bill_id"
  WHERE t."status" = 'paid'
) p
GROUP BY GROUPING SETS ((p."day", p."gateway"), (p."day", p."gateway", p."kind"),
  (p."day", p."gateway", p."kind", p."sub_key"))
HAVING GROUPING(p."sub_key") = 1 OR p."sub_key" IS NOT NULL;
--> statement-breakpoint
-- The reports view, for the seeded roles that already exist (new installs get it from the seed).
INSERT INTO "permissions" ("name") VALUES ('reports.view') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission_id")
SELECT r."id", p."id" FROM "roles" r, "permissions" p
WHERE r."name" IN ('admin', 'accountant') AND p."name" = 'reports.view'
ON CONFLICT DO NOTHING;
