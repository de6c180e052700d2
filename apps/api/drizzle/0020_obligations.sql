CREATE TABLE "obligation_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"guest_mobile" text,
	"obligation_id" bigint NOT NULL,
	"obligation_year_id" bigint NOT NULL,
	"year" integer NOT NULL,
	"staple" text,
	"rate" bigint NOT NULL,
	"count" integer NOT NULL,
	"amount" bigint NOT NULL,
	"gift" bigint DEFAULT 0 NOT NULL,
	"late" boolean DEFAULT false NOT NULL,
	"late_note" text,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"bill_id" bigint,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "obligation_years" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"obligation_id" bigint NOT NULL,
	"year" integer NOT NULL,
	"rates" jsonb NOT NULL,
	"source_office" text NOT NULL,
	"source_url" text,
	"offered_from" date,
	"offered_to" date,
	"deadline" timestamp with time zone,
	"late_note" text,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "obligations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"unit" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bill_items" ADD COLUMN "answers" jsonb;--> statement-breakpoint
ALTER TABLE "obligation_payments" ADD CONSTRAINT "obligation_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obligation_payments" ADD CONSTRAINT "obligation_payments_obligation_id_obligations_id_fk" FOREIGN KEY ("obligation_id") REFERENCES "public"."obligations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obligation_payments" ADD CONSTRAINT "obligation_payments_obligation_year_id_obligation_years_id_fk" FOREIGN KEY ("obligation_year_id") REFERENCES "public"."obligation_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obligation_payments" ADD CONSTRAINT "obligation_payments_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obligation_years" ADD CONSTRAINT "obligation_years_obligation_id_obligations_id_fk" FOREIGN KEY ("obligation_id") REFERENCES "public"."obligations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "obligation_payments_user_idx" ON "obligation_payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "obligation_payments_guest_idx" ON "obligation_payments" USING btree ("guest_mobile");--> statement-breakpoint
CREATE INDEX "obligation_payments_year_idx" ON "obligation_payments" USING btree ("year","status");--> statement-breakpoint
CREATE UNIQUE INDEX "obligation_years_unique" ON "obligation_years" USING btree ("obligation_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "obligations_slug_unique" ON "obligations" USING btree ("slug");--> statement-breakpoint
-- The obligations every charity takes: staff enter each year's rates (none are seeded here).
INSERT INTO "obligations" ("slug", "title", "description", "unit", "sort") VALUES
('fitriyeh', 'زکات فطریه', 'فطریهٔ هر نفری که نان‌خور شماست، برای شب عید فطر.', 'person', 1),
('kaffara-deliberate', 'کفارهٔ روزهٔ عمدی', 'کفارهٔ هر روز روزه‌ای که به عمد شکسته شده است: اطعام شصت فقیر.', 'day', 2),
('kaffara-delay', 'کفارهٔ تأخیر قضا', 'کفارهٔ هر روز قضایی که تا رمضان بعد گرفته نشده است.', 'day', 3),
('fidyah', 'فدیه', 'فدیهٔ هر روز روزه برای کسی که توان روزه گرفتن ندارد.', 'day', 4)
ON CONFLICT DO NOTHING;
