CREATE TABLE "subscription_charges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" bigint NOT NULL,
	"bill_id" bigint,
	"periods" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"source" text DEFAULT 'online' NOT NULL,
	"note" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_reminders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" bigint NOT NULL,
	"period" integer NOT NULL,
	"periods" integer NOT NULL,
	"amount" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"charge_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_types" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"image_url" text,
	"image_media_id" bigint,
	"period_months" integer DEFAULT 1 NOT NULL,
	"suggested_amounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_amount" bigint DEFAULT 10000 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type_id" bigint NOT NULL,
	"user_id" bigint,
	"mobile" text,
	"amount" bigint NOT NULL,
	"next_amount" bigint,
	"next_amount_from" integer,
	"period_months" integer DEFAULT 1 NOT NULL,
	"start_period" integer NOT NULL,
	"due_day" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"paid_periods" integer DEFAULT 0 NOT NULL,
	"excused_periods" integer DEFAULT 0 NOT NULL,
	"paid_until" integer NOT NULL,
	"pauses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"frozen_month" integer,
	"frozen_day" integer,
	"reminders" boolean DEFAULT true NOT NULL,
	"reminded_period" integer,
	"started_at" timestamp with time zone,
	"paused_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD CONSTRAINT "subscription_charges_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD CONSTRAINT "subscription_charges_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_reminders" ADD CONSTRAINT "subscription_reminders_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_reminders" ADD CONSTRAINT "subscription_reminders_charge_id_subscription_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."subscription_charges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_type_id_subscription_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."subscription_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_charges_subscription_idx" ON "subscription_charges" USING btree ("subscription_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_reminders_period_unique" ON "subscription_reminders" USING btree ("subscription_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_types_slug_unique" ON "subscription_types" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "subscriptions_owing_idx" ON "subscriptions" USING btree ("period_months","paid_until","due_day") WHERE "subscriptions"."status" = 'active' and "subscriptions"."started_at" is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_stopped_idx" ON "subscriptions" USING btree ("paid_until") WHERE "subscriptions"."status" <> 'active' and "subscriptions"."started_at" is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_type_idx" ON "subscriptions" USING btree ("type_id","status");--> statement-breakpoint
CREATE INDEX "subscriptions_created_idx" ON "subscriptions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_start_idx" ON "subscriptions" USING btree ("start_period");--> statement-breakpoint
CREATE INDEX "subscriptions_mobile_idx" ON "subscriptions" USING btree ("mobile");