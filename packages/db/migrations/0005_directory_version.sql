CREATE TABLE "directory_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "directory_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Statement-level, so a bulk write bumps it once; in the writing transaction, so the number and the rows it
-- stands for become visible together.
CREATE FUNCTION "bump_directory_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "directory_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_bump_directory_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_directory_version"();--> statement-breakpoint
CREATE TRIGGER "members_bump_directory_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "members"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_directory_version"();--> statement-breakpoint
CREATE TRIGGER "user_ministry_roles_bump_directory_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_ministry_roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_directory_version"();
