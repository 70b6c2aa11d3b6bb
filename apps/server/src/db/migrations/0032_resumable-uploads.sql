CREATE TABLE "resumable_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"kind" text NOT NULL,
	"size" bigint NOT NULL,
	"state" text DEFAULT 'uploading' NOT NULL,
	"used_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"touched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resumable_uploads_kind_check" CHECK ("resumable_uploads"."kind" in ('master', 'alternate', 'voiceTag')),
	CONSTRAINT "resumable_uploads_state_check" CHECK ("resumable_uploads"."state" in ('uploading', 'finished', 'attached')),
	CONSTRAINT "resumable_uploads_size_check" CHECK ("resumable_uploads"."size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "resumable_uploads" ADD CONSTRAINT "resumable_uploads_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resumable_uploads_touched_idx" ON "resumable_uploads" USING btree ("touched_at");