CREATE TABLE "needies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"family" text NOT NULL,
	"father_name" text,
	"national_code" text,
	"doc_id" text,
	"mobile" text NOT NULL,
	"second_mobile" text,
	"phone" text,
	"city" text,
	"area" text,
	"address" text NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"birthday" date,
	"gender" text NOT NULL,
	"marital_status" text,
	"job" text,
	"education" text,
	"monthly_income" bigint,
	"dependents_count" integer DEFAULT 0 NOT NULL,
	"orphans_count" integer DEFAULT 0 NOT NULL,
	"physical_condition" text,
	"citizenship" text DEFAULT 'iranian' NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"final_status" text DEFAULT 'pending' NOT NULL,
	"proposed_final_status" text,
	"date_seen" date,
	"researcher_id" bigint,
	"created_by" bigint,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "needies_orphans_check" CHECK ("needies"."orphans_count" <= "needies"."dependents_count")
);
--> statement-breakpoint
CREATE TABLE "needy_attachments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"media_id" bigint NOT NULL,
	"visit_id" bigint,
	"help_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "needy_attachments_owner_check" CHECK (("needy_attachments"."visit_id" is null) <> ("needy_attachments"."help_id" is null))
);
--> statement-breakpoint
CREATE TABLE "needy_dependents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"needy_id" bigint NOT NULL,
	"relation" text NOT NULL,
	"name" text NOT NULL,
	"family" text NOT NULL,
	"national_code" text,
	"birthday" date,
	"gender" text,
	"education" text,
	"job" text,
	"health" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "needy_helps" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"needy_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"given_at" date NOT NULL,
	"type" text NOT NULL,
	"description" text,
	"given_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "needy_helps_amount_check" CHECK ("needy_helps"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "needy_visits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"needy_id" bigint NOT NULL,
	"visited_at" date NOT NULL,
	"researcher_id" bigint,
	"report" text NOT NULL,
	"final_status" text NOT NULL,
	"previous_status" text NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "needies" ADD CONSTRAINT "needies_researcher_id_users_id_fk" FOREIGN KEY ("researcher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "needies" ADD CONSTRAINT "needies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "needy_attachments" ADD CONSTRAINT "needy_attachments_visit_id_needy_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."needy_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "needy_attachments" ADD CONSTRAINT "needy_attachments_help_id_needy_helps_id_fk" FOREIGN KEY ("help_id") REFERENCES "public"."needy_helps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "needy_dependents" ADD CONSTRAINT "needy_dependents_needy_id_needies_id_fk" FOREIGN KEY ("needy_id") REFERENCES "public"."needies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "needy_helps" ADD CONSTRAINT "needy_helps_needy_id_needies_id_fk" FOREIGN KEY ("needy_id") REFERENCES "public"."needies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "needy_helps" ADD CONSTRAINT "needy_helps_given_by_users_id_fk" FOREIGN KEY ("given_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "needy_visits" ADD CONSTRAINT "needy_visits_needy_id_needies_id_fk" FOREIGN KEY ("needy_id") REFERENCES "public"."needies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "needy_visits" ADD CONSTRAINT "needy_visits_researcher_id_users_id_fk" FOREIGN KEY ("researcher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "needy_visits" ADD CONSTRAINT "needy_visits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "needies_national_code_unique" ON "needies" USING btree ("national_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "needies_created_idx" ON "needies" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "needies_researcher_idx" ON "needies" USING btree ("researcher_id");--> statement-breakpoint
CREATE INDEX "needies_name_idx" ON "needies" USING btree ("name" text_pattern_ops,"final_status","priority","gender");--> statement-breakpoint
CREATE INDEX "needies_family_idx" ON "needies" USING btree ("family" text_pattern_ops,"final_status","priority","gender");--> statement-breakpoint
CREATE INDEX "needies_mobile_idx" ON "needies" USING btree ("mobile" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "needies_doc_id_idx" ON "needies" USING btree ("doc_id");--> statement-breakpoint
CREATE UNIQUE INDEX "needy_attachments_media_unique" ON "needy_attachments" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "needy_attachments_visit_idx" ON "needy_attachments" USING btree ("visit_id");--> statement-breakpoint
CREATE INDEX "needy_attachments_help_idx" ON "needy_attachments" USING btree ("help_id");--> statement-breakpoint
CREATE UNIQUE INDEX "needy_dependents_national_code_unique" ON "needy_dependents" USING btree ("national_code");--> statement-breakpoint
CREATE INDEX "needy_dependents_needy_idx" ON "needy_dependents" USING btree ("needy_id");--> statement-breakpoint
CREATE INDEX "needy_dependents_created_idx" ON "needy_dependents" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "needy_helps_needy_idx" ON "needy_helps" USING btree ("needy_id","given_at");--> statement-breakpoint
CREATE INDEX "needy_helps_given_idx" ON "needy_helps" USING btree ("given_at","id");--> statement-breakpoint
CREATE INDEX "needy_visits_needy_idx" ON "needy_visits" USING btree ("needy_id","visited_at","id");