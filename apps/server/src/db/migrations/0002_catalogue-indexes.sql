DROP INDEX "likes_user_recent_idx";--> statement-breakpoint
DROP INDEX "tracks_feed_price_idx";--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN "is_home_pick" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "tracks_genre_likes_idx" ON "tracks" USING btree ("genre","like_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE not "tracks"."is_hidden" and "tracks"."status" = 'ready';--> statement-breakpoint
CREATE INDEX "tracks_home_recent_idx" ON "tracks" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "tracks"."is_home_pick";--> statement-breakpoint
CREATE INDEX "tracks_home_likes_idx" ON "tracks" USING btree ("like_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "tracks"."is_home_pick";--> statement-breakpoint
CREATE INDEX "tracks_home_price_idx" ON "tracks" USING btree (coalesce("min_price_npr", 0) desc,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "tracks"."is_home_pick";--> statement-breakpoint
CREATE INDEX "tracks_artist_home_pick_idx" ON "tracks" USING btree ("artist_id") WHERE "tracks"."is_home_pick";--> statement-breakpoint
CREATE INDEX "tracks_search_trgm_idx" ON "tracks" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "likes_user_recent_idx" ON "likes" USING btree ("user_id","created_at" DESC NULLS LAST,"track_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tracks_feed_price_idx" ON "tracks" USING btree (coalesce("min_price_npr", 0) desc,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE not "tracks"."is_hidden" and "tracks"."status" = 'ready';