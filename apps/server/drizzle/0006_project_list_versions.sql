CREATE TABLE "project_list_versions" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_list_versions" ADD CONSTRAINT "project_list_versions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Raises a contractor's project-list version; skipped while their account is being deleted.
CREATE FUNCTION bump_project_list_version(owner uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO project_list_versions (owner_id, version)
  SELECT owner, 1 WHERE EXISTS (SELECT 1 FROM users WHERE id = owner)
  ON CONFLICT (owner_id) DO UPDATE SET version = project_list_versions.version + 1
$$;--> statement-breakpoint
CREATE FUNCTION project_list_changed_by_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM bump_project_list_version(OLD.owner_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM bump_project_list_version(NEW.owner_id); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION project_list_changed_by_project() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM bump_project_list_version(p.owner_id) FROM projects p WHERE p.id = OLD.project_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM bump_project_list_version(p.owner_id) FROM projects p WHERE p.id = NEW.project_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION project_list_changed_by_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch is planned only when it runs, so each table names its own key column.
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM bump_project_list_version(NEW.id);
  ELSE
    PERFORM bump_project_list_version(NEW.user_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER project_list_projects AFTER INSERT OR UPDATE OR DELETE ON projects
  FOR EACH ROW EXECUTE FUNCTION project_list_changed_by_owner();--> statement-breakpoint
CREATE TRIGGER project_list_clients AFTER INSERT OR UPDATE OR DELETE ON clients
  FOR EACH ROW EXECUTE FUNCTION project_list_changed_by_owner();--> statement-breakpoint
CREATE TRIGGER project_list_subcontractors AFTER INSERT OR UPDATE OR DELETE ON subcontractors
  FOR EACH ROW EXECUTE FUNCTION project_list_changed_by_owner();--> statement-breakpoint
CREATE TRIGGER project_list_contracts AFTER INSERT OR UPDATE OR DELETE ON contracts
  FOR EACH ROW EXECUTE FUNCTION project_list_changed_by_owner();--> statement-breakpoint
CREATE TRIGGER project_list_project_clients AFTER INSERT OR UPDATE OR DELETE ON project_clients
  FOR EACH ROW EXECUTE FUNCTION project_list_changed_by_project();--> statement-breakpoint
CREATE TRIGGER project_list_project_subcontractors AFTER INSERT OR UPDATE OR DELETE ON project_subcontractors
  FOR EACH ROW EXECUTE FUNCTION project_list_changed_by_project();--> statement-breakpoint
CREATE TRIGGER project_list_businesses AFTER INSERT OR UPDATE ON businesses
  FOR EACH ROW EXECUTE FUNCTION project_list_changed_by_user();--> statement-breakpoint
CREATE TRIGGER project_list_users AFTER UPDATE OF first_name, last_name ON users
  FOR EACH ROW EXECUTE FUNCTION project_list_changed_by_user();
