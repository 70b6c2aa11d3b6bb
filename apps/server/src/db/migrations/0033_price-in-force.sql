DROP INDEX "tracks_feed_price_idx";--> statement-breakpoint
DROP INDEX "tracks_home_price_idx";--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN "sale_percent_in_force" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN "price_in_force_paisa" integer GENERATED ALWAYS AS (min_price_npr * (100 - sale_percent_in_force)) STORED;--> statement-breakpoint
CREATE INDEX "tracks_on_sale_idx" ON "tracks" USING btree ("artist_id") WHERE "tracks"."sale_percent_in_force" > 0;--> statement-breakpoint
CREATE INDEX "tracks_feed_price_idx" ON "tracks" USING btree (coalesce("price_in_force_paisa", -1) desc nulls last,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE not "tracks"."is_hidden" and "tracks"."status" = 'ready';--> statement-breakpoint
CREATE INDEX "tracks_home_price_idx" ON "tracks" USING btree (coalesce("price_in_force_paisa", -1) desc nulls last,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "tracks"."is_home_pick";--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_sale_percent_check" CHECK ("tracks"."sale_percent_in_force" between 0 and 100);