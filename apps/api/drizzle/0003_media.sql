CREATE TABLE "media" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"collection" text DEFAULT 'library' NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"disk" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"original_name" text NOT NULL,
	"alt" text,
	"mime" text NOT NULL,
	"extension" text NOT NULL,
	"kind" text NOT NULL,
	"size" bigint NOT NULL,
	"width" integer,
	"height" integer,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"uploaded_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_key_unique" ON "media" USING btree ("key");--> statement-breakpoint
CREATE INDEX "media_collection_created_idx" ON "media" USING btree ("collection","created_at");--> statement-breakpoint
CREATE INDEX "media_kind_idx" ON "media" USING btree ("kind");