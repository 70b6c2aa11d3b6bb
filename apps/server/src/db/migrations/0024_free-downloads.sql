CREATE TABLE "free_download_tracks" (
	"track_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "free_downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"track_id" uuid NOT NULL,
	"artist_id" text NOT NULL,
	"user_id" text,
	"email" text,
	"wants_follow" boolean DEFAULT false NOT NULL,
	"has_followed" boolean DEFAULT false NOT NULL,
	"link_nonce" text,
	"link_expires_at" timestamp with time zone,
	"licence_key" text,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "free_downloads_who_check" CHECK ("free_downloads"."email" is not null or "free_downloads"."user_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "free_download_tracks" ADD CONSTRAINT "free_download_tracks_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_downloads" ADD CONSTRAINT "free_downloads_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_downloads" ADD CONSTRAINT "free_downloads_artist_id_profiles_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_downloads" ADD CONSTRAINT "free_downloads_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "free_downloads_track_email_idx" ON "free_downloads" USING btree ("track_id","email") WHERE "free_downloads"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "free_downloads_track_user_idx" ON "free_downloads" USING btree ("track_id","user_id") WHERE "free_downloads"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "free_downloads_artist_claimed_idx" ON "free_downloads" USING btree ("artist_id","claimed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "free_downloads"."claimed_at" is not null;