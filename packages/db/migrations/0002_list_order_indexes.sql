DROP INDEX "activities_timestamp_idx";--> statement-breakpoint
CREATE INDEX "activities_timestamp_id_idx" ON "activities" USING btree ("timestamp","id");--> statement-breakpoint
CREATE INDEX "links_created_at_id_idx" ON "links" USING btree ("created_at","id");