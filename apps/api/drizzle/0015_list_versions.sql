CREATE TABLE "needy_versions" (
	"shard" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_versions" (
	"shard" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
-- Sixteen rows to count writes on; a writer adds to the one its connection picks (decision 013).
INSERT INTO "subscription_versions" ("shard", "version") SELECT g, 0 FROM generate_series(0, 15) g;--> statement-breakpoint
CREATE FUNCTION "subscription_versions_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "subscription_versions" SET "version" = "version" + 1 WHERE "shard" = pg_backend_pid() % 16;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Before the statement takes any row lock, so writers never wait on each other's rows here.
CREATE TRIGGER "subscriptions_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "subscriptions"
  FOR EACH STATEMENT EXECUTE FUNCTION "subscription_versions_bump"();--> statement-breakpoint
-- Sixteen rows to count writes on; a writer adds to the one its connection picks (decision 009).
INSERT INTO "needy_versions" ("shard", "version") SELECT g, 0 FROM generate_series(0, 15) g;--> statement-breakpoint
CREATE FUNCTION "needy_versions_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "needy_versions" SET "version" = "version" + 1 WHERE "shard" = pg_backend_pid() % 16;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Before the statement takes any row lock, so writers never wait on each other's rows here.
CREATE TRIGGER "needies_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "needies"
  FOR EACH STATEMENT EXECUTE FUNCTION "needy_versions_bump"();--> statement-breakpoint
CREATE TRIGGER "needy_dependents_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "needy_dependents"
  FOR EACH STATEMENT EXECUTE FUNCTION "needy_versions_bump"();--> statement-breakpoint
CREATE TRIGGER "needy_helps_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "needy_helps"
  FOR EACH STATEMENT EXECUTE FUNCTION "needy_versions_bump"();
