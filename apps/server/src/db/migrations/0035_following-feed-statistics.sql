-- Decision 100: a Following page is one seek of following_feed_items_page_idx cut by its limit, for a
-- person with ten items or ten thousand. Told the true average (a page's worth per person), PostgreSQL
-- priced the kept (generic) plan above the plan it makes for a person who follows many artists and
-- planned every page again for them: 0.62 ms of planning to run 0.16 ms. Saying that a person's feed
-- may be long prices the kept plan with its limit, as it runs.
ALTER TABLE "following_feed_items" ALTER COLUMN "follower_id" SET (n_distinct = -0.0001);--> statement-breakpoint
ANALYZE "following_feed_items";
