CREATE TABLE "bulk_deals" (
	"artist_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"n" integer NOT NULL,
	"m" integer NOT NULL,
	"licence_kinds" text[],
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulk_deals_size_check" CHECK ("bulk_deals"."n" between 1 and 100 and "bulk_deals"."m" between 1 and 100 and ("bulk_deals"."kind" <> 'n_for_m' or "bulk_deals"."n" > "bulk_deals"."m"))
);
--> statement-breakpoint
CREATE TABLE "discount_code_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_id" uuid NOT NULL,
	"buyer_id" text NOT NULL,
	"request_id" uuid NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"artist_id" text NOT NULL,
	"code" text NOT NULL,
	"off_kind" text NOT NULL,
	"off_value" integer NOT NULL,
	"track_ids" uuid[],
	"licence_kinds" text[],
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"max_uses" integer,
	"is_once_per_buyer" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "discount_codes_off_check" CHECK ("discount_codes"."off_value" >= 1 and ("discount_codes"."off_kind" <> 'percent' or "discount_codes"."off_value" <= 100)),
	CONSTRAINT "discount_codes_window_check" CHECK ("discount_codes"."ends_at" is null or "discount_codes"."ends_at" > "discount_codes"."starts_at"),
	CONSTRAINT "discount_codes_cap_check" CHECK ("discount_codes"."max_uses" is null or "discount_codes"."max_uses" >= 1)
);
--> statement-breakpoint
CREATE TABLE "timed_sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"artist_id" text NOT NULL,
	"percent_off" integer NOT NULL,
	"track_ids" uuid[],
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timed_sales_percent_check" CHECK ("timed_sales"."percent_off" between 1 and 100),
	CONSTRAINT "timed_sales_window_check" CHECK ("timed_sales"."ends_at" > "timed_sales"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "bulk_deals" ADD CONSTRAINT "bulk_deals_artist_id_profiles_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_uses" ADD CONSTRAINT "discount_code_uses_code_id_discount_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_uses" ADD CONSTRAINT "discount_code_uses_buyer_id_profiles_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_artist_id_profiles_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timed_sales" ADD CONSTRAINT "timed_sales_artist_id_profiles_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_code_uses_request_idx" ON "discount_code_uses" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "discount_code_uses_code_buyer_idx" ON "discount_code_uses" USING btree ("code_id","buyer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_artist_code_idx" ON "discount_codes" USING btree ("artist_id","code") WHERE "discount_codes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "timed_sales_artist_ends_idx" ON "timed_sales" USING btree ("artist_id","ends_at");