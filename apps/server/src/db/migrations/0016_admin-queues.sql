CREATE TABLE "takedowns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"track_id" uuid NOT NULL,
	"artist_id" text NOT NULL,
	"claimant_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"original_work" text NOT NULL,
	"track_url" text NOT NULL,
	"signature" text NOT NULL,
	"ip" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"counter_statement" text,
	"answered_at" timestamp with time zone,
	"decision_note" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "takedowns_status_check" CHECK ("takedowns"."status" in ('pending', 'restored', 'removed'))
);
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "strikes" ADD COLUMN "appeal_decision" text;--> statement-breakpoint
ALTER TABLE "strikes" ADD COLUMN "decision_note" text;--> statement-breakpoint
ALTER TABLE "strikes" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "takedowns" ADD CONSTRAINT "takedowns_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "takedowns" ADD CONSTRAINT "takedowns_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "takedowns_status_idx" ON "takedowns" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "takedowns_artist_idx" ON "takedowns" USING btree ("artist_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "takedowns_pending_track_idx" ON "takedowns" USING btree ("track_id") WHERE "takedowns"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tracks_created_idx" ON "tracks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_queue_idx" ON "contact_messages" USING btree ("is_handled","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "purchases_status_created_idx" ON "purchases" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "strikes_appeals_idx" ON "strikes" USING btree ("appealed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "strikes"."appeal" is not null;--> statement-breakpoint
ALTER TABLE "strikes" ADD CONSTRAINT "strikes_appeal_decision_check" CHECK ("strikes"."appeal_decision" in ('upheld', 'withdrawn'));--> statement-breakpoint
-- One queue for the administrators: conversation reports (migration 0009) become reports of a
-- conversation, keeping the messages as they were when reported.
INSERT INTO "reports" ("id", "reporter_id", "target_type", "target_id", "subject_user_id", "reason", "details", "snapshot", "status", "created_at", "closed_at")
SELECT "id", "reporter_id", 'conversation', "conversation_id"::text, "other_user_id", "reason", "details", "messages",
  CASE WHEN "handled_at" IS NULL THEN 'open' ELSE 'dismissed' END, "created_at", "handled_at"
FROM "conversation_reports"
ON CONFLICT ("reporter_id", "target_type", "target_id") DO NOTHING;--> statement-breakpoint
DROP TABLE "conversation_reports" CASCADE;