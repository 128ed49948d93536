-- Workers on every server wake when an outbox gains rows, whichever server wrote them: NOTIFY is sent
-- at commit (never for a rolled-back write), once per transaction and table.
CREATE FUNCTION "outbox_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('outbox', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "push_outbox_notify" AFTER INSERT ON "push_outbox"
  FOR EACH STATEMENT EXECUTE FUNCTION "outbox_notify"();--> statement-breakpoint
CREATE TRIGGER "mail_outbox_notify" AFTER INSERT ON "mail_outbox"
  FOR EACH STATEMENT EXECUTE FUNCTION "outbox_notify"();
