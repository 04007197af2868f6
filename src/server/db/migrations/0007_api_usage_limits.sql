CREATE TABLE "api_usage" (
	"scope" text NOT NULL,
	"scope_id" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "api_usage_scope_scope_id_window_start_pk" PRIMARY KEY("scope","scope_id","window_start")
);
