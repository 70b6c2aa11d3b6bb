CREATE TABLE "forwarded_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"artist_id" text NOT NULL,
	"purchase_id" uuid,
	"amount_paisa" integer,
	"rrn" text,
	"sender" text,
	"sent_at" timestamp with time zone,
	"outcome" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_inboxes" (
	"artist_id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"auto_confirm" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_inboxes_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "wallet_qrs" ADD COLUMN "payload_kind" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_qrs" ADD COLUMN "payee_name" text;--> statement-breakpoint
ALTER TABLE "wallet_qrs" ADD COLUMN "payee_network" text;--> statement-breakpoint
ALTER TABLE "wallet_qrs" ADD COLUMN "include_reference" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "amount_paisa" integer;--> statement-breakpoint
UPDATE "purchases" SET "amount_paisa" = "price_npr" * 100;--> statement-breakpoint
UPDATE "purchases" AS p SET "amount_paisa" = p."price_npr" * 100 + n.rn
  FROM (SELECT "id", row_number() OVER (PARTITION BY "artist_id", "price_npr" ORDER BY "created_at", "id") AS rn
        FROM "purchases" WHERE "status" in ('awaiting_payment', 'pending')) AS n
  WHERE n."id" = p."id";--> statement-breakpoint
ALTER TABLE "purchases" ALTER COLUMN "amount_paisa" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "confirmed_via" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "payment_rrn" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "payment_sender" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "payment_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "licence_code" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "licence_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forwarded_payments" ADD CONSTRAINT "forwarded_payments_artist_id_profiles_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forwarded_payments" ADD CONSTRAINT "forwarded_payments_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_inboxes" ADD CONSTRAINT "payment_inboxes_artist_id_profiles_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forwarded_payments_artist_idx" ON "forwarded_payments" USING btree ("artist_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_open_amount_idx" ON "purchases" USING btree ("artist_id","amount_paisa") WHERE "purchases"."status" in ('awaiting_payment', 'pending');--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_payment_rrn_idx" ON "purchases" USING btree ("artist_id","payment_rrn");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_licence_code_idx" ON "purchases" USING btree ("licence_code");--> statement-breakpoint
CREATE INDEX "purchases_closed_paid_idx" ON "purchases" USING btree ("decided_at","id") WHERE "purchases"."status" = 'closed' and "purchases"."submitted_at" is not null;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_amount_check" CHECK ("purchases"."amount_paisa" >= "purchases"."price_npr" * 100);--> statement-breakpoint
ALTER TABLE "disputes" DROP CONSTRAINT "disputes_reason_check";--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_reason_check" CHECK ("disputes"."reason" in ('not_approved', 'rejected_without_refund', 'closed_without_refund', 'wrong_file'));--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "held_at" timestamp with time zone;