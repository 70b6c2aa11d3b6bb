CREATE TABLE "genre_counts" (
	"genre" text PRIMARY KEY NOT NULL,
	"track_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "genre_counts_track_count_check" CHECK ("genre_counts"."track_count" >= 0)
);
