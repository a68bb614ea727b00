ALTER TABLE "users" ADD COLUMN "profile_photo_version" text;--> statement-breakpoint
-- Photos stored before: their version is the one their address had until now (the first 16 hex digits of
-- the SHA-256 of the data URL), so addresses already cached stay valid.
UPDATE "users" SET "profile_photo_version" = left(encode(sha256(convert_to("profile_photo", 'UTF8')), 'hex'), 16) WHERE "profile_photo" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_profile_photo_version_check" CHECK (("users"."profile_photo" is null) = ("users"."profile_photo_version" is null));
