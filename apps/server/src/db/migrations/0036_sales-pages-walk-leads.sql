-- Decision 102: the sales pages are named statements whose kept plan must walk these indexes for
-- every artist. With the grouped request's lines (decision 091) in them, each row was read from the
-- table to be left out, and for a state estimated rare the kept plan read all of the artist's sales
-- in that state and sorted them. Leads only: the walk reads the index alone.
DROP INDEX "purchases_artist_status_recent_idx";--> statement-breakpoint
DROP INDEX "purchases_artist_sales_idx";--> statement-breakpoint
CREATE INDEX "purchases_artist_status_recent_idx" ON "purchases" USING btree ("artist_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "purchases"."lead_purchase_id" is null;--> statement-breakpoint
CREATE INDEX "purchases_artist_sales_idx" ON "purchases" USING btree ("artist_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "purchases"."status" not in ('awaiting_payment', 'expired') and "purchases"."lead_purchase_id" is null;