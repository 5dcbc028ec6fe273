-- The change feed of the per-process caches (sessions, read-mostly lists): every committed change to a
-- client's users, sessions, websites or payments row notifies channel portal_owner_changed with the owner's
-- id, whoever made it (this process, another server, npm run user, psql). PostgreSQL folds identical
-- notifications of one transaction into one and delivers them at commit, never for a rollback.
CREATE FUNCTION "portal_owner_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		PERFORM pg_notify('portal_owner_changed', OLD.user_id::text);
	END IF;
	IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
		PERFORM pg_notify('portal_owner_changed', NEW.user_id::text);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "portal_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('portal_owner_changed', COALESCE(NEW.id, OLD.id)::text);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "portal_user_changed"();
--> statement-breakpoint
CREATE TRIGGER "sessions_changed" AFTER INSERT OR UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "portal_owner_changed"();
--> statement-breakpoint
CREATE TRIGGER "websites_changed" AFTER INSERT OR UPDATE OR DELETE ON "websites" FOR EACH ROW EXECUTE FUNCTION "portal_owner_changed"();
--> statement-breakpoint
CREATE TRIGGER "payments_changed" AFTER INSERT OR UPDATE OR DELETE ON "payments" FOR EACH ROW EXECUTE FUNCTION "portal_owner_changed"();
