CREATE TABLE "campaign_donations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" bigint NOT NULL,
	"user_id" bigint,
	"mobile" text,
	"guest" boolean DEFAULT false NOT NULL,
	"amount" bigint NOT NULL,
	"display_name" text,
	"anonymous" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"bill_id" bigint,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_report_media" (
	"report_id" bigint NOT NULL,
	"media_id" bigint NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "campaign_report_media_report_id_media_id_pk" PRIMARY KEY("report_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" bigint NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"reported_on" date NOT NULL,
	"amount_spent" bigint,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"description" text DEFAULT '' NOT NULL,
	"cover_url" text,
	"cover_media_id" bigint,
	"goal" bigint NOT NULL,
	"min_amount" bigint DEFAULT 10000 NOT NULL,
	"suggested_amounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"stop_at_goal" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"closed_at" timestamp with time zone,
	"collected" bigint DEFAULT 0 NOT NULL,
	"donors" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_donations" ADD CONSTRAINT "campaign_donations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_donations" ADD CONSTRAINT "campaign_donations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_donations" ADD CONSTRAINT "campaign_donations_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_report_media" ADD CONSTRAINT "campaign_report_media_report_id_campaign_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."campaign_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_report_media" ADD CONSTRAINT "campaign_report_media_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_reports" ADD CONSTRAINT "campaign_reports_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_donations_recent_idx" ON "campaign_donations" USING btree ("campaign_id","paid_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "campaign_donations"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "campaign_donations_campaign_idx" ON "campaign_donations" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE INDEX "campaign_donations_user_idx" ON "campaign_donations" USING btree ("campaign_id","user_id");--> statement-breakpoint
CREATE INDEX "campaign_donations_mobile_idx" ON "campaign_donations" USING btree ("campaign_id","mobile");--> statement-breakpoint
CREATE INDEX "campaign_donations_guest_idx" ON "campaign_donations" USING btree ("mobile") WHERE "campaign_donations"."user_id" is null;--> statement-breakpoint
CREATE INDEX "campaign_report_media_media_idx" ON "campaign_report_media" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "campaign_reports_campaign_idx" ON "campaign_reports" USING btree ("campaign_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_slug_unique" ON "campaigns" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "campaigns_public_idx" ON "campaigns" USING btree ("published","featured","starts_at");