CREATE TABLE "ai_request_days" (
	"day" date NOT NULL,
	"engine" text NOT NULL,
	"requests" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ai_request_days_day_engine_pk" PRIMARY KEY("day","engine")
);
--> statement-breakpoint
CREATE TABLE "product_metric_days" (
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"value" bigint NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_metric_days_metric_day_pk" PRIMARY KEY("metric","day"),
	CONSTRAINT "product_metric_days_metric_length" CHECK (char_length("product_metric_days"."metric") between 1 and 80)
);
