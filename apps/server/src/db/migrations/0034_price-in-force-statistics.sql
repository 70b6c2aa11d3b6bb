-- Decision 095: statistics of the price indexes' first key, so the planner knows how many tracks a
-- price filter keeps and answers it as a range of tracks_feed_price_idx / tracks_home_price_idx in
-- price order. Without them it guessed a handful of rows, fetched them all and sorted them.
CREATE STATISTICS IF NOT EXISTS "tracks_price_in_force_stats" ON (coalesce("price_in_force_paisa", -1)) FROM "tracks";
