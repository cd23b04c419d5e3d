CREATE TABLE "content_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Raises the version of the content named by the trigger's argument, in the writing transaction: the
-- servers' cached copies (cache/public-cache.ts) are dropped once it commits, whoever wrote. Once per
-- statement, since the servers only need to know that something changed.
CREATE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO content_versions (name, version) VALUES (TG_ARGV[0], 1)
  ON CONFLICT (name) DO UPDATE SET version = content_versions.version + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER content_version_plans AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON subscription_plans
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version('plans');--> statement-breakpoint
CREATE TRIGGER content_version_eula AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON eula_versions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version('eula');--> statement-breakpoint
CREATE TRIGGER content_version_term_versions AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON default_term_versions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version('default_terms');--> statement-breakpoint
CREATE TRIGGER content_version_terms AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON default_terms
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version('default_terms');--> statement-breakpoint
CREATE TRIGGER content_version_articles AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON articles
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version('articles');
