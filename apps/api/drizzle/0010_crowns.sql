CREATE TABLE "crowns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"mobile" text,
	"guest" boolean DEFAULT false NOT NULL,
	"deceased" text NOT NULL,
	"giver" text NOT NULL,
	"message" text,
	"crown_type_id" bigint NOT NULL,
	"location_id" bigint NOT NULL,
	"ceremony_at" timestamp with time zone NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"bill_id" bigint,
	"paid_at" timestamp with time zone,
	"printed_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"refund_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crown_locations" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "crowns" ADD CONSTRAINT "crowns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowns" ADD CONSTRAINT "crowns_crown_type_id_crown_types_id_fk" FOREIGN KEY ("crown_type_id") REFERENCES "public"."crown_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowns" ADD CONSTRAINT "crowns_location_id_crown_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."crown_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowns" ADD CONSTRAINT "crowns_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crowns_ceremony_idx" ON "crowns" USING btree ("ceremony_at","status");--> statement-breakpoint
CREATE INDEX "crowns_user_idx" ON "crowns" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "crowns_type_idx" ON "crowns" USING btree ("crown_type_id");--> statement-breakpoint
CREATE INDEX "crowns_location_idx" ON "crowns" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "crowns_bill_idx" ON "crowns" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "crowns_guest_idx" ON "crowns" USING btree ("mobile") WHERE "crowns"."user_id" is null;