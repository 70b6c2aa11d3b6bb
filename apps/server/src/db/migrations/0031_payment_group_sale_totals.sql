-- Decision 091: a line of a grouped payment request adds what it cost (line_paisa, in whole rupees
-- rounded down) to the artist's approved total, not its list price; a Buy Now purchase (line_paisa
-- null) adds its price as before. Hand-written: drizzle-kit does not generate functions.
CREATE OR REPLACE FUNCTION "artist_sale_totals_rebuild"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM artist_sale_totals;
  INSERT INTO artist_sale_totals (artist_id, pending_count, approved_count, approved_npr, rejected_count, refunded_npr, closed_count)
  SELECT artist_id,
    count(*) FILTER (WHERE status = 'pending'),
    count(*) FILTER (WHERE status = 'approved'),
    coalesce(sum(coalesce(line_paisa / 100, price_npr)) FILTER (WHERE status = 'approved'), 0),
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
      WHEN 'approved' THEN d_approved := d_approved - 1; d_approved_npr := d_approved_npr - coalesce(OLD.line_paisa / 100, OLD.price_npr);
      WHEN 'rejected' THEN d_rejected := d_rejected - 1; d_refunded_npr := d_refunded_npr - coalesce(OLD.refund_npr, 0);
      WHEN 'closed' THEN d_closed := d_closed - 1;
      ELSE NULL;
    END CASE;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    artist := NEW.artist_id;
    CASE NEW.status
      WHEN 'pending' THEN d_pending := d_pending + 1;
      WHEN 'approved' THEN d_approved := d_approved + 1; d_approved_npr := d_approved_npr + coalesce(NEW.line_paisa / 100, NEW.price_npr);
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
