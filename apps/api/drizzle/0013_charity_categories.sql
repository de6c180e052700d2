CREATE TABLE "charity_categories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"islamic" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Kinds of giving already made go into two categories by their old flag: the Islamic obligations and general giving.
INSERT INTO "charity_categories" ("title", "description", "islamic", "sort")
SELECT 'واجبات شرعی', 'زکات، کفاره، فطریه و نذر: آنچه بر عهدهٔ شماست.', true, 1
WHERE EXISTS (SELECT 1 FROM "charity_types" WHERE "islamic");--> statement-breakpoint
INSERT INTO "charity_categories" ("title", "description", "islamic", "sort")
SELECT 'کمک‌های عمومی', 'صدقه و کمک به کارهای خیر، به هر اندازه که بخواهید.', false, 2
WHERE EXISTS (SELECT 1 FROM "charity_types" WHERE NOT "islamic");--> statement-breakpoint
ALTER TABLE "charity_types" ADD COLUMN "category_id" bigint;--> statement-breakpoint
UPDATE "charity_types" SET "category_id" = (
  SELECT "id" FROM "charity_categories" c WHERE c."islamic" = "charity_types"."islamic"
);--> statement-breakpoint
ALTER TABLE "charity_types" ALTER COLUMN "category_id" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "charity_categories_title_unique" ON "charity_categories" USING btree ("title");--> statement-breakpoint
CREATE UNIQUE INDEX "charity_categories_islamic_unique" ON "charity_categories" USING btree ("islamic") WHERE "charity_categories"."islamic";--> statement-breakpoint
ALTER TABLE "charity_types" ADD CONSTRAINT "charity_types_category_id_charity_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."charity_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charity_types_category_idx" ON "charity_types" USING btree ("category_id");--> statement-breakpoint
ALTER TABLE "charity_types" DROP COLUMN "islamic";