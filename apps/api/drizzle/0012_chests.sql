CREATE TABLE "chest_discharges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chest_id" bigint NOT NULL,
	"requested_by" bigint,
	"status" text DEFAULT 'pending' NOT NULL,
	"preferred_days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"collector_id" bigint,
	"scheduled_for" date,
	"outcome" text,
	"amount" bigint,
	"bill_id" bigint,
	"recorded_by" bigint,
	"recorded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chest_materials" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chest_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chest_id" bigint NOT NULL,
	"source" text NOT NULL,
	"discharge_id" bigint,
	"user_id" bigint,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"bill_id" bigint,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chest_types" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text,
	"user_id" bigint NOT NULL,
	"chest_type_id" bigint NOT NULL,
	"chest_material_id" bigint,
	"status" text DEFAULT 'requested' NOT NULL,
	"address" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"phone" text,
	"note" text,
	"approved_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chest_discharges" ADD CONSTRAINT "chest_discharges_chest_id_chests_id_fk" FOREIGN KEY ("chest_id") REFERENCES "public"."chests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chest_discharges" ADD CONSTRAINT "chest_discharges_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chest_discharges" ADD CONSTRAINT "chest_discharges_collector_id_users_id_fk" FOREIGN KEY ("collector_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chest_discharges" ADD CONSTRAINT "chest_discharges_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chest_discharges" ADD CONSTRAINT "chest_discharges_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chest_payments" ADD CONSTRAINT "chest_payments_chest_id_chests_id_fk" FOREIGN KEY ("chest_id") REFERENCES "public"."chests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chest_payments" ADD CONSTRAINT "chest_payments_discharge_id_chest_discharges_id_fk" FOREIGN KEY ("discharge_id") REFERENCES "public"."chest_discharges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chest_payments" ADD CONSTRAINT "chest_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chest_payments" ADD CONSTRAINT "chest_payments_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chests" ADD CONSTRAINT "chests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chests" ADD CONSTRAINT "chests_chest_type_id_chest_types_id_fk" FOREIGN KEY ("chest_type_id") REFERENCES "public"."chest_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chests" ADD CONSTRAINT "chests_chest_material_id_chest_materials_id_fk" FOREIGN KEY ("chest_material_id") REFERENCES "public"."chest_materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chest_discharges_open_unique" ON "chest_discharges" USING btree ("chest_id") WHERE "chest_discharges"."status" in ('pending', 'assigned');--> statement-breakpoint
CREATE INDEX "chest_discharges_chest_idx" ON "chest_discharges" USING btree ("chest_id","created_at");--> statement-breakpoint
CREATE INDEX "chest_discharges_queue_idx" ON "chest_discharges" USING btree ("status","scheduled_for");--> statement-breakpoint
CREATE INDEX "chest_discharges_collector_idx" ON "chest_discharges" USING btree ("collector_id","scheduled_for");--> statement-breakpoint
CREATE INDEX "chest_payments_chest_idx" ON "chest_payments" USING btree ("chest_id","paid_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chest_payments_discharge_unique" ON "chest_payments" USING btree ("discharge_id") WHERE "chest_payments"."discharge_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "chests_code_unique" ON "chests" USING btree ("code");--> statement-breakpoint
CREATE INDEX "chests_user_idx" ON "chests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "chests_status_idx" ON "chests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "chests_type_idx" ON "chests" USING btree ("chest_type_id");--> statement-breakpoint
CREATE INDEX "chests_material_idx" ON "chests" USING btree ("chest_material_id");