CREATE TABLE "backup_alerts" (
	"key" text PRIMARY KEY NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "backup_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"file" text NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"size" bigint,
	"error" text,
	"summary" jsonb,
	"offsite" text,
	"offsite_error" text,
	"pruned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "backup_runs_started_idx" ON "backup_runs" USING btree ("started_at");