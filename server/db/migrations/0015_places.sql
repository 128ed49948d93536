CREATE TABLE "places" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_folded" text NOT NULL,
	"country" text NOT NULL,
	"region" text,
	"label" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"population" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "places_name_prefix_idx" ON "places" USING btree ("name_folded" text_pattern_ops,"population" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "places_population_idx" ON "places" USING btree ("population" DESC NULLS FIRST);