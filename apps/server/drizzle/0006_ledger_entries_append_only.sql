-- Ledger entries are append-only (docs/LEDGER.md): a correction is a new, reversing movement. The database
-- itself refuses to change or remove an entry, so no code path (or a stray manual query) can rewrite history.
CREATE FUNCTION wallet_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'wallet entries are append-only: correct a movement with a reversal'
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER wallet_entries_no_update_or_delete
  BEFORE UPDATE OR DELETE ON wallet_entries
  FOR EACH ROW EXECUTE FUNCTION wallet_entries_append_only();
--> statement-breakpoint
CREATE TRIGGER wallet_entries_no_truncate
  BEFORE TRUNCATE ON wallet_entries
  FOR EACH STATEMENT EXECUTE FUNCTION wallet_entries_append_only();
