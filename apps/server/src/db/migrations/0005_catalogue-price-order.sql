DROP INDEX "tracks_feed_price_idx";--> statement-breakpoint
DROP INDEX "tracks_home_price_idx";--> statement-breakpoint
CREATE INDEX "tracks_feed_price_idx" ON "tracks" USING btree (coalesce("min_price_npr", 0) desc nulls last,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE not "tracks"."is_hidden" and "tracks"."status" = 'ready';--> statement-breakpoint
CREATE INDEX "tracks_home_price_idx" ON "tracks" USING btree (coalesce("min_price_npr", 0) desc nulls last,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "tracks"."is_home_pick";--> statement-breakpoint
-- Every catalogue list orders `desc nulls last` (the drizzle default of the other indexes), so this one does too.
DROP INDEX "profiles_artist_rank_idx";--> statement-breakpoint
CREATE INDEX "profiles_artist_rank_idx" ON "profiles" USING btree ("track_count" DESC NULLS LAST, "id" DESC NULLS LAST) WHERE "role" = 'artist';
