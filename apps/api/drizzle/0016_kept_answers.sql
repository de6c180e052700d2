-- Kept answers and sessions in memory (decision 021). Every instance listens on two channels; a
-- writer's notices reach them when its transaction commits, whoever the writer is.
--
-- kheyr_tables: a write to a table that a kept dashboard answer reads names the module that owns
-- it (PostgreSQL folds repeats: one notice per module and transaction). Whole statements as a
-- rule; row by row where most writes change nothing an answer shows, so those send nothing: an
-- account's sign-in bookkeeping (a verified mobile, a password, a two-factor step), and payment
-- attempts that are not paid (a checkout started, a bank's answer on the way).
CREATE FUNCTION "kheyr_tables_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kheyr_tables', TG_ARGV[0]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER INSERT OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "kheyr_tables_changed"('users');--> statement-breakpoint
-- What other modules show of an account: its name and mobile, whether it is deleted, when it
-- was made.
CREATE TRIGGER "users_shown_changed" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN (OLD."first_name" IS DISTINCT FROM NEW."first_name"
    OR OLD."last_name" IS DISTINCT FROM NEW."last_name"
    OR OLD."mobile" IS DISTINCT FROM NEW."mobile"
    OR OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at"
    OR OLD."created_at" IS DISTINCT FROM NEW."created_at")
  EXECUTE FUNCTION "kheyr_tables_changed"('users');--> statement-breakpoint
-- Payments: the ledger and refunds as a whole; bills and attempts once they are paid (or were);
-- a bill's items are written with it, unpaid, so only their later changes count.
CREATE TRIGGER "settlement_ledger_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "settlement_ledger"
  FOR EACH STATEMENT EXECUTE FUNCTION "kheyr_tables_changed"('payments');--> statement-breakpoint
CREATE TRIGGER "refunds_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "refunds"
  FOR EACH STATEMENT EXECUTE FUNCTION "kheyr_tables_changed"('payments');--> statement-breakpoint
CREATE TRIGGER "bill_items_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "bill_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "kheyr_tables_changed"('payments');--> statement-breakpoint
CREATE TRIGGER "bills_truncated" AFTER TRUNCATE ON "bills"
  FOR EACH STATEMENT EXECUTE FUNCTION "kheyr_tables_changed"('payments');--> statement-breakpoint
CREATE TRIGGER "bills_paid_inserted" AFTER INSERT ON "bills" FOR EACH ROW
  WHEN (NEW."paid_at" IS NOT NULL)
  EXECUTE FUNCTION "kheyr_tables_changed"('payments');--> statement-breakpoint
CREATE TRIGGER "bills_paid_updated" AFTER UPDATE ON "bills" FOR EACH ROW
  WHEN (OLD."paid_at" IS NOT NULL OR NEW."paid_at" IS NOT NULL)
  EXECUTE FUNCTION "kheyr_tables_changed"('payments');--> statement-breakpoint
CREATE TRIGGER "bills_paid_deleted" AFTER DELETE ON "bills" FOR EACH ROW
  WHEN (OLD."paid_at" IS NOT NULL)
  EXECUTE FUNCTION "kheyr_tables_changed"('payments');--> statement-breakpoint
CREATE TRIGGER "transactions_truncated" AFTER TRUNCATE ON "transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION "kheyr_tables_changed"('payments');--> statement-breakpoint
CREATE TRIGGER "transactions_paid_inserted" AFTER INSERT ON "transactions" FOR EACH ROW
  WHEN (NEW."status" = 'paid')
  EXECUTE FUNCTION "kheyr_tables_changed"('payments');--> statement-breakpoint
CREATE TRIGGER "transactions_paid_updated" AFTER UPDATE ON "transactions" FOR EACH ROW
  WHEN (OLD."status" = 'paid' OR NEW."status" = 'paid')
  EXECUTE FUNCTION "kheyr_tables_changed"('payments');--> statement-breakpoint
CREATE TRIGGER "transactions_paid_deleted" AFTER DELETE ON "transactions" FOR EACH ROW
  WHEN (OLD."status" = 'paid')
  EXECUTE FUNCTION "kheyr_tables_changed"('payments');--> statement-breakpoint
CREATE TRIGGER "subscriptions_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "subscriptions"
  FOR EACH STATEMENT EXECUTE FUNCTION "kheyr_tables_changed"('subscriptions');--> statement-breakpoint
CREATE TRIGGER "subscription_types_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "subscription_types"
  FOR EACH STATEMENT EXECUTE FUNCTION "kheyr_tables_changed"('subscriptions');--> statement-breakpoint
CREATE TRIGGER "needies_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "needies"
  FOR EACH STATEMENT EXECUTE FUNCTION "kheyr_tables_changed"('needies');--> statement-breakpoint
CREATE TRIGGER "needy_dependents_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "needy_dependents"
  FOR EACH STATEMENT EXECUTE FUNCTION "kheyr_tables_changed"('needies');--> statement-breakpoint
CREATE TRIGGER "needy_helps_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "needy_helps"
  FOR EACH STATEMENT EXECUTE FUNCTION "kheyr_tables_changed"('needies');--> statement-breakpoint
CREATE TRIGGER "needy_visits_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "needy_visits"
  FOR EACH STATEMENT EXECUTE FUNCTION "kheyr_tables_changed"('needies');--> statement-breakpoint
CREATE TRIGGER "chests_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "chests"
  FOR EACH STATEMENT EXECUTE FUNCTION "kheyr_tables_changed"('chests');--> statement-breakpoint
CREATE TRIGGER "chest_discharges_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "chest_discharges"
  FOR EACH STATEMENT EXECUTE FUNCTION "kheyr_tables_changed"('chests');--> statement-breakpoint
CREATE TRIGGER "contact_messages_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "contact_messages"
  FOR EACH STATEMENT EXECUTE FUNCTION "kheyr_tables_changed"('contacts');--> statement-breakpoint
CREATE TRIGGER "crowns_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "crowns"
  FOR EACH STATEMENT EXECUTE FUNCTION "kheyr_tables_changed"('crowns');--> statement-breakpoint
-- kheyr_sessions: whatever a session id resolves to changed: the session ('s:' and its id), its
-- user or the roles they hold ('u:' and the user id), or everything ('*'). Row by row, so every
-- writer is covered, a cascade included. Touching a session's last activity and address (once a
-- minute while it is used) changes nothing a request resolves to: no notice.
CREATE FUNCTION "kheyr_session_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('kheyr_sessions', '*');
  ELSIF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('kheyr_sessions', 's:' || OLD.id);
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('kheyr_sessions', 'u:' || OLD.id);
  ELSE
    IF TG_OP <> 'INSERT' THEN
      PERFORM pg_notify('kheyr_sessions', 'u:' || OLD.user_id);
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM pg_notify('kheyr_sessions', 'u:' || NEW.user_id);
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_resolved_updated" AFTER UPDATE ON "sessions" FOR EACH ROW
  WHEN (OLD."data" IS DISTINCT FROM NEW."data" OR OLD."user_id" IS DISTINCT FROM NEW."user_id")
  EXECUTE FUNCTION "kheyr_session_changed"();--> statement-breakpoint
CREATE TRIGGER "sessions_resolved_deleted" AFTER DELETE ON "sessions" FOR EACH ROW
  EXECUTE FUNCTION "kheyr_session_changed"();--> statement-breakpoint
CREATE TRIGGER "sessions_resolved_truncated" AFTER TRUNCATE ON "sessions" FOR EACH STATEMENT
  EXECUTE FUNCTION "kheyr_session_changed"();--> statement-breakpoint
CREATE TRIGGER "users_resolved" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW
  EXECUTE FUNCTION "kheyr_session_changed"();--> statement-breakpoint
CREATE TRIGGER "users_resolved_truncated" AFTER TRUNCATE ON "users" FOR EACH STATEMENT
  EXECUTE FUNCTION "kheyr_session_changed"();--> statement-breakpoint
CREATE TRIGGER "user_roles_resolved" AFTER INSERT OR UPDATE OR DELETE ON "user_roles" FOR EACH ROW
  EXECUTE FUNCTION "kheyr_session_changed"();--> statement-breakpoint
CREATE TRIGGER "user_roles_resolved_truncated" AFTER TRUNCATE ON "user_roles" FOR EACH STATEMENT
  EXECUTE FUNCTION "kheyr_session_changed"();
