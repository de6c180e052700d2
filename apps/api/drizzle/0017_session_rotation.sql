-- Session ids renewed when what their user may do changes (decision 022). A session is marked
-- `rotate_due` in the transaction that changes its user's roles, or the permissions of a role
-- they hold (or, in an impersonation, the admin's behind it); its next request gets a new id, and
-- the old row answers only for the new one (`replaced_by`) for a few seconds, then not at all.
ALTER TABLE "sessions" ADD COLUMN "rotate_due" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "replaced_by" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_replaced_by_sessions_id_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_replaced_by_idx" ON "sessions" USING btree ("replaced_by") WHERE "sessions"."replaced_by" is not null;--> statement-breakpoint
-- Marks the live sessions of these users (and those impersonating from them) to be renewed. A
-- session renewed while this waited on its row (its old row is marked instead) has its new id,
-- committed since and seen by the next statement, marked too.
CREATE FUNCTION "kheyr_sessions_rotate"("user_ids" bigint[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "successors" text[];
BEGIN
  IF "user_ids" IS NULL OR cardinality("user_ids") = 0 THEN
    RETURN;
  END IF;
  WITH "marked" AS (
    UPDATE "sessions" SET "rotate_due" = true
    WHERE NOT "rotate_due"
      AND ("user_id" = ANY("user_ids") OR ("data"->>'impersonatorId')::bigint = ANY("user_ids"))
    RETURNING "replaced_by"
  )
  SELECT array_agg("replaced_by") INTO "successors" FROM "marked" WHERE "replaced_by" IS NOT NULL;
  IF "successors" IS NOT NULL THEN
    UPDATE "sessions" SET "rotate_due" = true
    WHERE "id" = ANY("successors") AND NOT "rotate_due" AND "replaced_by" IS NULL;
  END IF;
END
$$;--> statement-breakpoint
-- A role given or taken: its holder's sessions.
CREATE FUNCTION "kheyr_user_roles_rotate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "kheyr_sessions_rotate"(ARRAY(SELECT DISTINCT "user_id" FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "kheyr_sessions_rotate"(ARRAY(SELECT DISTINCT "user_id" FROM "old_rows"));
  ELSE
    PERFORM "kheyr_sessions_rotate"(ARRAY(
      SELECT "o"."user_id" FROM "old_rows" "o"
      LEFT JOIN "new_rows" "n" ON "n"."user_id" = "o"."user_id" AND "n"."role_id" = "o"."role_id"
      WHERE "n"."user_id" IS NULL
      UNION
      SELECT "n"."user_id" FROM "new_rows" "n"
      LEFT JOIN "old_rows" "o" ON "o"."user_id" = "n"."user_id" AND "o"."role_id" = "n"."role_id"
      WHERE "o"."user_id" IS NULL));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_roles_rotate_inserted" AFTER INSERT ON "user_roles"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "kheyr_user_roles_rotate"();--> statement-breakpoint
CREATE TRIGGER "user_roles_rotate_deleted" AFTER DELETE ON "user_roles"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "kheyr_user_roles_rotate"();--> statement-breakpoint
CREATE TRIGGER "user_roles_rotate_updated" AFTER UPDATE ON "user_roles"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "kheyr_user_roles_rotate"();--> statement-breakpoint
-- A permission given to or taken from a role: the sessions of everyone holding it.
CREATE FUNCTION "kheyr_role_permissions_rotate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "kheyr_sessions_rotate"(ARRAY(
      SELECT DISTINCT "ur"."user_id" FROM "user_roles" "ur"
      WHERE "ur"."role_id" IN (SELECT "role_id" FROM "new_rows")));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "kheyr_sessions_rotate"(ARRAY(
      SELECT DISTINCT "ur"."user_id" FROM "user_roles" "ur"
      WHERE "ur"."role_id" IN (SELECT "role_id" FROM "old_rows")));
  ELSE
    PERFORM "kheyr_sessions_rotate"(ARRAY(
      SELECT DISTINCT "ur"."user_id" FROM "user_roles" "ur"
      WHERE "ur"."role_id" IN (SELECT "role_id" FROM "old_rows" UNION SELECT "role_id" FROM "new_rows")));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "role_permissions_rotate_inserted" AFTER INSERT ON "role_permissions"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "kheyr_role_permissions_rotate"();--> statement-breakpoint
CREATE TRIGGER "role_permissions_rotate_deleted" AFTER DELETE ON "role_permissions"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "kheyr_role_permissions_rotate"();--> statement-breakpoint
CREATE TRIGGER "role_permissions_rotate_updated" AFTER UPDATE ON "role_permissions"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "kheyr_role_permissions_rotate"();--> statement-breakpoint
-- A session marked or renewed resolves differently now: every instance drops what it kept of it.
DROP TRIGGER "sessions_resolved_updated" ON "sessions";--> statement-breakpoint
CREATE TRIGGER "sessions_resolved_updated" AFTER UPDATE ON "sessions" FOR EACH ROW
  WHEN (OLD."data" IS DISTINCT FROM NEW."data" OR OLD."user_id" IS DISTINCT FROM NEW."user_id"
    OR OLD."rotate_due" IS DISTINCT FROM NEW."rotate_due"
    OR OLD."replaced_by" IS DISTINCT FROM NEW."replaced_by")
  EXECUTE FUNCTION "kheyr_session_changed"();
