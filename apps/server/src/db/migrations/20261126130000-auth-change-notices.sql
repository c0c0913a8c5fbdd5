-- Every server copy keeps the sessions it has checked in memory (issue 23 point 2), so a signed-in
-- request need not read session ⋈ user ⋈ firm each time. Whatever changes what that read gives — a
-- session revoked or cut short, anything of the user (status, password, role, profile), the firm's
-- name or plan — tells every copy here, at its commit, on the channel the copies already share
-- (modules/messages/live-bus.ts), whichever code made the change. The copies forget the person's
-- (or the firm's) sessions, and the next request reads them again.
CREATE FUNCTION portal_notify_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_before record := OLD;
BEGIN
  IF TG_TABLE_NAME = 'firms' THEN
    PERFORM pg_notify('portal_live', json_build_object('kind', 'firm', 'firmId', row_before.id)::text);
  ELSIF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('portal_live', json_build_object('kind', 'account', 'userId', row_before.user_id)::text);
  ELSE
    PERFORM pg_notify('portal_live', json_build_object('kind', 'account', 'userId', row_before.id)::text);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER users_auth_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION portal_notify_auth_change();
-- A refresh only moves last_used_at: that changes nothing a request is checked against.
CREATE TRIGGER sessions_auth_change AFTER UPDATE OF revoked_at, expires_at, user_id OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION portal_notify_auth_change();
CREATE TRIGGER firms_auth_change AFTER UPDATE OR DELETE ON firms
  FOR EACH ROW EXECUTE FUNCTION portal_notify_auth_change();
