CREATE TABLE "follower_counts" (
	"artist_id" text PRIMARY KEY NOT NULL,
	"follower_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "follower_counts_count_check" CHECK ("follower_counts"."follower_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "following_feed_items" (
	"follower_id" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"track_id" uuid NOT NULL,
	"artist_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"artist_id" text NOT NULL,
	"follower_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_artist_id_follower_id_pk" PRIMARY KEY("artist_id","follower_id"),
	CONSTRAINT "follows_not_self_check" CHECK ("follows"."artist_id" <> "follows"."follower_id")
);
--> statement-breakpoint
ALTER TABLE "follower_counts" ADD CONSTRAINT "follower_counts_artist_id_profiles_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "following_feed_items" ADD CONSTRAINT "following_feed_items_follower_id_profiles_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "following_feed_items" ADD CONSTRAINT "following_feed_items_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_artist_id_profiles_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_profiles_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "following_feed_items_page_idx" ON "following_feed_items" USING btree ("follower_id","published_at" DESC NULLS LAST,"track_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "following_feed_items_artist_idx" ON "following_feed_items" USING btree ("follower_id","artist_id");--> statement-breakpoint
CREATE INDEX "following_feed_items_track_idx" ON "following_feed_items" USING btree ("track_id");--> statement-breakpoint
CREATE INDEX "follows_follower_recent_idx" ON "follows" USING btree ("follower_id","created_at" DESC NULLS LAST,"artist_id" DESC NULLS LAST);