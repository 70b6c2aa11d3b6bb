CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"buyer_id" text NOT NULL,
	"artist_id" text NOT NULL,
	"reason" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decision_note" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_reason_check" CHECK ("disputes"."reason" in ('not_approved', 'rejected_without_refund', 'wrong_file')),
	CONSTRAINT "disputes_status_check" CHECK ("disputes"."status" in ('open', 'resolved_buyer', 'resolved_artist', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN "is_hidden_with_account" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "refund_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_buyer_id_profiles_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_artist_id_profiles_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_one_open_idx" ON "disputes" USING btree ("purchase_id") WHERE "disputes"."status" = 'open';--> statement-breakpoint
CREATE INDEX "disputes_purchase_idx" ON "disputes" USING btree ("purchase_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "disputes_status_idx" ON "disputes" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "purchases_rejected_idx" ON "purchases" USING btree ("decided_at","id") WHERE "purchases"."status" = 'rejected';