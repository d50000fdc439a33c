-- The token-signing key shared by every server process on this database when JWT_SECRET is not set
-- (decision 0026). Numbered 0009: 0008 is written on another branch of issue 15.
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
