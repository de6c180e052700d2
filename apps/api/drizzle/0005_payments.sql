CREATE TABLE "bill_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bill_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"item_id" bigint NOT NULL,
	"title" text NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"guest_mobile" text,
	"total" bigint NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"token" text NOT NULL,
	"paid_transaction_id" bigint,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bill_id" bigint NOT NULL,
	"user_id" bigint,
	"gateway" text NOT NULL,
	"amount" bigint NOT NULL,
	"token" text,
	"reference_id" text,
	"card_mask" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"error_code" text,
	"error_message" jsonb,
	"duplicate" boolean DEFAULT false NOT NULL,
	"callback_params" jsonb,
	"raw" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"verifying_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"guest_mobile" text,
	"charity_type_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"description" text,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"bill_id" bigint,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charity_types" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"icon" text,
	"description" text,
	"islamic" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"default_amounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_amount" bigint DEFAULT 1000 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bill_items" ADD CONSTRAINT "bill_items_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charities" ADD CONSTRAINT "charities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charities" ADD CONSTRAINT "charities_charity_type_id_charity_types_id_fk" FOREIGN KEY ("charity_type_id") REFERENCES "public"."charity_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charities" ADD CONSTRAINT "charities_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_items_bill_idx" ON "bill_items" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "bill_items_item_idx" ON "bill_items" USING btree ("kind","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_token_unique" ON "bills" USING btree ("token");--> statement-breakpoint
CREATE INDEX "bills_user_idx" ON "bills" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bills_status_idx" ON "bills" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_gateway_token_unique" ON "transactions" USING btree ("gateway","token");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_gateway_reference_unique" ON "transactions" USING btree ("gateway","reference_id") WHERE "transactions"."reference_id" is not null;--> statement-breakpoint
CREATE INDEX "transactions_bill_idx" ON "transactions" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "transactions_status_idx" ON "transactions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "transactions_user_idx" ON "transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "charities_user_idx" ON "charities" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "charities_guest_idx" ON "charities" USING btree ("guest_mobile");--> statement-breakpoint
CREATE INDEX "charities_type_idx" ON "charities" USING btree ("charity_type_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "charity_types_slug_unique" ON "charity_types" USING btree ("slug");