CREATE TABLE "media_backfills" (
	"name" text PRIMARY KEY NOT NULL,
	"is_running" boolean DEFAULT false NOT NULL,
	"after_track_id" uuid,
	"converted_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN "preview_opus_key" text;