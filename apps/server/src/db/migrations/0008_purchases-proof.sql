ALTER TABLE "purchases" ADD COLUMN "deliverables" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "wallet_label" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "alternate_content_type" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "mp3_key" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "agreement_sha256" text;--> statement-breakpoint
CREATE INDEX "purchases_artist_recent_idx" ON "purchases" USING btree ("artist_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "purchases"."status" <> 'awaiting_payment';--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_screenshot_sha_idx" ON "purchases" USING btree ("screenshot_sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_wallet_transaction_idx" ON "purchases" USING btree ("wallet_label","wallet_transaction_id");--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_status_check" CHECK ("purchases"."status" in ('awaiting_payment', 'pending', 'approved', 'rejected', 'closed', 'expired'));