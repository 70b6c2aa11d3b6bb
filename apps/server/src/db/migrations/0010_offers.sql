CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" text NOT NULL,
	"artist_id" text NOT NULL,
	"track_id" uuid NOT NULL,
	"licence_kind" text NOT NULL,
	"price_npr" integer NOT NULL,
	"from_user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"supersedes_id" uuid,
	"purchase_id" uuid,
	CONSTRAINT "offers_status_check" CHECK ("offers"."status" in ('pending', 'accepted', 'declined', 'countered', 'expired', 'void')),
	CONSTRAINT "offers_price_check" CHECK ("offers"."price_npr" > 0),
	CONSTRAINT "offers_parties_check" CHECK ("offers"."buyer_id" <> "offers"."artist_id" and "offers"."from_user_id" in ("offers"."buyer_id", "offers"."artist_id")),
	CONSTRAINT "offers_purchase_check" CHECK (("offers"."status" = 'accepted') = ("offers"."purchase_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_buyer_id_profiles_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_artist_id_profiles_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_supersedes_fk" FOREIGN KEY ("supersedes_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_pending_idx" ON "offers" USING btree ("buyer_id","track_id","licence_kind") WHERE "offers"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "offers_track_idx" ON "offers" USING btree ("track_id","status");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;