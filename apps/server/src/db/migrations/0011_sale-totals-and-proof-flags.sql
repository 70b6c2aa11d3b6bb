CREATE TABLE "artist_sale_totals" (
	"artist_id" text PRIMARY KEY NOT NULL,
	"pending_count" integer DEFAULT 0 NOT NULL,
	"approved_count" integer DEFAULT 0 NOT NULL,
	"approved_npr" bigint DEFAULT 0 NOT NULL,
	"rejected_count" integer DEFAULT 0 NOT NULL,
	"refunded_npr" bigint DEFAULT 0 NOT NULL,
	"closed_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "purchases_artist_status_idx";--> statement-breakpoint
DROP INDEX "purchases_artist_recent_idx";--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "proof_flags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "artist_sale_totals" ADD CONSTRAINT "artist_sale_totals_artist_id_profiles_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchases_artist_status_recent_idx" ON "purchases" USING btree ("artist_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "purchases_artist_sales_idx" ON "purchases" USING btree ("artist_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "purchases"."status" not in ('awaiting_payment', 'expired');--> statement-breakpoint
-- Sales are pending, approved, rejected and closed purchases; unpaid carts (awaiting_payment, expired) are not.
CREATE OR REPLACE FUNCTION "artist_sale_totals_rebuild"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM artist_sale_totals;
  INSERT INTO artist_sale_totals (artist_id, pending_count, approved_count, approved_npr, rejected_count, refunded_npr, closed_count)
  SELECT artist_id,
    count(*) FILTER (WHERE status = 'pending'),
    count(*) FILTER (WHERE status = 'approved'),
    coalesce(sum(price_npr) FILTER (WHERE status = 'approved'), 0),
    count(*) FILTER (WHERE status = 'rejected'),
    coalesce(sum(refund_npr) FILTER (WHERE status = 'rejected'), 0),
    count(*) FILTER (WHERE status = 'closed')
  FROM purchases WHERE status IN ('pending', 'approved', 'rejected', 'closed') GROUP BY artist_id;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "purchases_after_sale_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  artist text;
  d_pending integer := 0;
  d_approved integer := 0;
  d_approved_npr bigint := 0;
  d_rejected integer := 0;
  d_refunded_npr bigint := 0;
  d_closed integer := 0;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.artist_id <> OLD.artist_id THEN
    RAISE EXCEPTION 'a purchase never changes artist';
  END IF;
  IF TG_OP <> 'INSERT' THEN
    artist := OLD.artist_id;
    CASE OLD.status
      WHEN 'pending' THEN d_pending := d_pending - 1;
      WHEN 'approved' THEN d_approved := d_approved - 1; d_approved_npr := d_approved_npr - OLD.price_npr;
      WHEN 'rejected' THEN d_rejected := d_rejected - 1; d_refunded_npr := d_refunded_npr - coalesce(OLD.refund_npr, 0);
      WHEN 'closed' THEN d_closed := d_closed - 1;
      ELSE NULL;
    END CASE;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    artist := NEW.artist_id;
    CASE NEW.status
      WHEN 'pending' THEN d_pending := d_pending + 1;
      WHEN 'approved' THEN d_approved := d_approved + 1; d_approved_npr := d_approved_npr + NEW.price_npr;
      WHEN 'rejected' THEN d_rejected := d_rejected + 1; d_refunded_npr := d_refunded_npr + coalesce(NEW.refund_npr, 0);
      WHEN 'closed' THEN d_closed := d_closed + 1;
      ELSE NULL;
    END CASE;
  END IF;
  IF d_pending = 0 AND d_approved = 0 AND d_approved_npr = 0 AND d_rejected = 0 AND d_refunded_npr = 0 AND d_closed = 0 THEN
    RETURN NULL;
  END IF;
  INSERT INTO artist_sale_totals AS t (artist_id, pending_count, approved_count, approved_npr, rejected_count, refunded_npr, closed_count)
  VALUES (artist, d_pending, d_approved, d_approved_npr, d_rejected, d_refunded_npr, d_closed)
  ON CONFLICT (artist_id) DO UPDATE SET
    pending_count = t.pending_count + excluded.pending_count,
    approved_count = t.approved_count + excluded.approved_count,
    approved_npr = t.approved_npr + excluded.approved_npr,
    rejected_count = t.rejected_count + excluded.rejected_count,
    refunded_npr = t.refunded_npr + excluded.refunded_npr,
    closed_count = t.closed_count + excluded.closed_count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "purchases_sale_totals" AFTER INSERT OR DELETE OR UPDATE OF status, price_npr, refund_npr, artist_id ON "purchases"
  FOR EACH ROW EXECUTE FUNCTION purchases_after_sale_change();
--> statement-breakpoint
SELECT artist_sale_totals_rebuild();
