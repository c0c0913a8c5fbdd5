-- Each server copy keeps the long lists' answers until a table they were read from changes (issue 23;
-- apps/server/src/plugins/answer-cache.ts). A copy sees its own statements; every other copy hears
-- of a change here, at its commit, on the channel the copies already share (live-bus.ts): one
-- notification per table a transaction changed (PostgreSQL folds identical ones in a transaction).
-- The job queue's bookkeeping and the migrations' own table are left out: no answer is read from them.
-- A table made by a later migration gets the same trigger there (a test lists the tables without it).
CREATE FUNCTION portal_notify_table_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_live', json_build_object('kind', 'tables', 'tables', json_build_array(TG_TABLE_NAME))::text);
  RETURN NULL;
END
$$;

DO $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT tablename FROM pg_tables
    WHERE schemaname = 'public' AND tablename NOT IN ('jobs', 'schema_migrations')
  LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_table_changed()',
      t.tablename || '_changed',
      t.tablename
    );
  END LOOP;
END
$$;
