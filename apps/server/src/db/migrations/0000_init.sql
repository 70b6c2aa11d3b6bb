CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text,
	"role" text,
	"display_name" text,
	"bio" text,
	"artist_history" text,
	"equipment" text,
	"additional_notes" text,
	"instagram" text,
	"facebook" text,
	"youtube" text,
	"tiktok" text,
	"public_email" text,
	"avatar_key" text,
	"cover_key" text,
	"buyer_full_name" text,
	"buyer_address" text,
	"buyer_phone" text,
	"track_count" integer DEFAULT 0 NOT NULL,
	"suspended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_role_check" CHECK ("profiles"."role" in ('artist', 'buyer', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "wallet_qrs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"artist_id" text NOT NULL,
	"label" text NOT NULL,
	"image_key" text NOT NULL,
	"decoded_text" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"user_id" text NOT NULL,
	"track_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "likes_user_id_track_id_pk" PRIMARY KEY("user_id","track_id")
);
--> statement-breakpoint
CREATE TABLE "plays" (
	"listener_key" text NOT NULL,
	"track_id" uuid NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	CONSTRAINT "plays_listener_key_track_id_window_start_pk" PRIMARY KEY("listener_key","track_id","window_start")
);
--> statement-breakpoint
CREATE TABLE "track_licences" (
	"track_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"price_npr" integer,
	"is_negotiable" boolean DEFAULT false NOT NULL,
	"terms" text,
	"lease_days" integer,
	"stream_cap" integer,
	"deliverables" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "track_licences_track_id_kind_pk" PRIMARY KEY("track_id","kind"),
	CONSTRAINT "track_licences_price_check" CHECK ((not "track_licences"."enabled") or "track_licences"."is_negotiable" or ("track_licences"."price_npr" is not null and "track_licences"."price_npr" > 0)),
	CONSTRAINT "track_licences_price_positive" CHECK ("track_licences"."price_npr" is null or "track_licences"."price_npr" > 0)
);
--> statement-breakpoint
CREATE TABLE "tracks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"artist_id" text NOT NULL,
	"title" text NOT NULL,
	"genre" text NOT NULL,
	"bpm" integer NOT NULL,
	"musical_key" text,
	"mood" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text,
	"master_key" text NOT NULL,
	"master_content_type" text NOT NULL,
	"voice_tag_key" text,
	"preview_key" text,
	"peaks" jsonb,
	"duration_seconds" real,
	"cover_key" text,
	"status" text DEFAULT 'processing' NOT NULL,
	"processing_error" text,
	"is_sold" boolean DEFAULT false NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"play_count" integer DEFAULT 0 NOT NULL,
	"min_price_npr" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracks_bpm_check" CHECK ("tracks"."bpm" between 20 and 400),
	CONSTRAINT "tracks_counts_check" CHECK ("tracks"."like_count" >= 0 and "tracks"."play_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"username" text NOT NULL,
	"phone" text NOT NULL,
	"category" text NOT NULL,
	"message" text NOT NULL,
	"screenshot_key" text,
	"is_handled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" text NOT NULL,
	"receiver_id" text NOT NULL,
	"body" text NOT NULL,
	"client_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone,
	CONSTRAINT "messages_body_check" CHECK (length(btrim("messages"."body")) > 0)
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" text NOT NULL,
	"track_id" uuid NOT NULL,
	"artist_id" text NOT NULL,
	"licence_kind" text NOT NULL,
	"price_npr" integer NOT NULL,
	"licence_terms" text,
	"lease_days" integer,
	"stream_cap" integer,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"reference_code" text NOT NULL,
	"screenshot_key" text,
	"screenshot_sha256" text,
	"wallet_transaction_id" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	"rejection_note" text,
	"refund_npr" integer,
	"alternate_key" text,
	"agreement_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_reference_code_unique" UNIQUE("reference_code"),
	CONSTRAINT "purchases_price_check" CHECK ("purchases"."price_npr" > 0),
	CONSTRAINT "purchases_refund_check" CHECK ("purchases"."refund_npr" is null or "purchases"."refund_npr" >= 0)
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"done_at" timestamp with time zone,
	"dead_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"links" text[] DEFAULT '{}'::text[] NOT NULL,
	"dedupe_key" text NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_qrs" ADD CONSTRAINT "wallet_qrs_artist_id_profiles_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plays" ADD CONSTRAINT "plays_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_licences" ADD CONSTRAINT "track_licences_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_artist_id_profiles_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_profiles_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_receiver_id_profiles_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_buyer_id_profiles_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_artist_id_profiles_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_username_lower_idx" ON "profiles" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "profiles_role_track_count_idx" ON "profiles" USING btree ("role","track_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "wallet_qrs_artist_idx" ON "wallet_qrs" USING btree ("artist_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_qrs_one_primary_idx" ON "wallet_qrs" USING btree ("artist_id") WHERE "wallet_qrs"."is_primary";--> statement-breakpoint
CREATE INDEX "likes_user_recent_idx" ON "likes" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "likes_track_idx" ON "likes" USING btree ("track_id");--> statement-breakpoint
CREATE INDEX "tracks_feed_recent_idx" ON "tracks" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE not "tracks"."is_hidden" and "tracks"."status" = 'ready';--> statement-breakpoint
CREATE INDEX "tracks_feed_likes_idx" ON "tracks" USING btree ("like_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE not "tracks"."is_hidden" and "tracks"."status" = 'ready';--> statement-breakpoint
CREATE INDEX "tracks_feed_price_idx" ON "tracks" USING btree ("min_price_npr" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE not "tracks"."is_hidden" and "tracks"."status" = 'ready';--> statement-breakpoint
CREATE INDEX "tracks_genre_recent_idx" ON "tracks" USING btree ("genre","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE not "tracks"."is_hidden" and "tracks"."status" = 'ready';--> statement-breakpoint
CREATE INDEX "tracks_artist_recent_idx" ON "tracks" USING btree ("artist_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_messages_recent_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("receiver_id") WHERE "messages"."seen_at" is null;--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree (least("sender_id", "receiver_id"),greatest("sender_id", "receiver_id"),"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "messages_client_id_idx" ON "messages" USING btree ("sender_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_one_open_idx" ON "purchases" USING btree ("buyer_id","track_id","licence_kind") WHERE "purchases"."status" in ('awaiting_payment', 'pending');--> statement-breakpoint
CREATE INDEX "purchases_buyer_recent_idx" ON "purchases" USING btree ("buyer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "purchases_artist_status_idx" ON "purchases" USING btree ("artist_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "purchases_track_idx" ON "purchases" USING btree ("track_id","status");--> statement-breakpoint
CREATE INDEX "jobs_ready_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" is null and "jobs"."dead_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe_idx" ON "jobs" USING btree ("dedupe_key");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_dedupe_idx" ON "mail_outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "mail_outbox_recent_idx" ON "mail_outbox" USING btree ("created_at" DESC NULLS LAST);