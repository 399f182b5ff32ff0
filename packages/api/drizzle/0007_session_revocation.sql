ALTER TABLE "push_subscriptions" ADD COLUMN "session_id" text;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_session_idx" ON "push_subscriptions" USING btree ("session_id");--> statement-breakpoint
-- Hand-written: every ended session is announced to every process (LISTEN ts_sessions_ended), in the
-- transaction that ends it, whatever ended it: sign-out, a password change or reset, "sign out everywhere",
-- deactivation, the cascade of a deleted user, the purge of expired sessions. The payload is a
-- comma-separated list of session ids (SHA-256 hex), at most 100 per notification (NOTIFY's 8000 bytes).
CREATE FUNCTION "ts_announce_ended_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  chunk text;
BEGIN
  FOR chunk IN
    SELECT string_agg(numbered.id, ',')
    FROM (SELECT ended.id, (row_number() OVER () - 1) / 100 AS part FROM ended_sessions AS ended) AS numbered
    GROUP BY numbered.part
  LOOP
    PERFORM pg_notify('ts_sessions_ended', chunk);
  END LOOP;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_ended_announce" AFTER DELETE ON "sessions"
  REFERENCING OLD TABLE AS ended_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION "ts_announce_ended_sessions"();
