CREATE TABLE "co_producer_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"track_id" uuid NOT NULL,
	"lead_id" text NOT NULL,
	"co_producer_id" text NOT NULL,
	"share_percent" integer NOT NULL,
	"sale_amount_paisa" integer NOT NULL,
	"amount_paisa" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"settlement_transaction_id" text,
	CONSTRAINT "co_producer_shares_amount_check" CHECK ("co_producer_shares"."amount_paisa" >= 0)
);
--> statement-breakpoint
CREATE TABLE "track_co_producers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"track_id" uuid NOT NULL,
	"lead_id" text NOT NULL,
	"co_producer_id" text NOT NULL,
	"share_percent" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "track_co_producers_share_check" CHECK ("track_co_producers"."share_percent" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "co_producer_shares" ADD CONSTRAINT "co_producer_shares_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co_producer_shares" ADD CONSTRAINT "co_producer_shares_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co_producer_shares" ADD CONSTRAINT "co_producer_shares_lead_id_profiles_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co_producer_shares" ADD CONSTRAINT "co_producer_shares_co_producer_id_profiles_id_fk" FOREIGN KEY ("co_producer_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_co_producers" ADD CONSTRAINT "track_co_producers_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_co_producers" ADD CONSTRAINT "track_co_producers_lead_id_profiles_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_co_producers" ADD CONSTRAINT "track_co_producers_co_producer_id_profiles_id_fk" FOREIGN KEY ("co_producer_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "co_producer_shares_sale_idx" ON "co_producer_shares" USING btree ("purchase_id","co_producer_id");--> statement-breakpoint
CREATE INDEX "co_producer_shares_lead_idx" ON "co_producer_shares" USING btree ("lead_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "co_producer_shares_co_producer_idx" ON "co_producer_shares" USING btree ("co_producer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "track_co_producers_active_idx" ON "track_co_producers" USING btree ("track_id","co_producer_id") WHERE "track_co_producers"."status" in ('pending', 'accepted');--> statement-breakpoint
CREATE INDEX "track_co_producers_co_producer_idx" ON "track_co_producers" USING btree ("co_producer_id","invited_at" DESC NULLS LAST);