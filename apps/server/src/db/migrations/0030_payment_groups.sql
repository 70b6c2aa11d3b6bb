ALTER TABLE "purchases" DROP CONSTRAINT "purchases_amount_check";--> statement-breakpoint
DROP INDEX "purchases_open_amount_idx";--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "lead_purchase_id" uuid;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "line_paisa" integer;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_lead_purchase_id_purchases_id_fk" FOREIGN KEY ("lead_purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchases_lead_idx" ON "purchases" USING btree ("lead_purchase_id") WHERE "purchases"."lead_purchase_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_open_amount_idx" ON "purchases" USING btree ("artist_id","amount_paisa") WHERE "purchases"."status" in ('awaiting_payment', 'pending') and "purchases"."lead_purchase_id" is null;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_line_check" CHECK ("purchases"."line_paisa" is null or ("purchases"."line_paisa" >= 0 and "purchases"."line_paisa" <= "purchases"."price_npr" * 100));--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_amount_check" CHECK ("purchases"."amount_paisa" >= coalesce("purchases"."line_paisa", "purchases"."price_npr" * 100));