CREATE TABLE "portal_founding" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"founder_user_id" integer,
	"founded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portal_founding" ADD CONSTRAINT "portal_founding_founder_user_id_users_id_fk" FOREIGN KEY ("founder_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limits_window_ends_at_idx" ON "rate_limits" USING btree ("window_ends_at");--> statement-breakpoint
-- A portal that already has accounts is founded: later registrations may no longer claim leadership.
INSERT INTO "portal_founding" ("id", "founder_user_id") SELECT 1, min("id") FROM "users" HAVING count(*) > 0;
--> statement-breakpoint
-- Sessions are kept by the SHA-256 of their id: existing ones are converted, so nobody is signed out.
UPDATE "sessions" SET "id" = encode(sha256(convert_to("id", 'UTF8')), 'hex');
