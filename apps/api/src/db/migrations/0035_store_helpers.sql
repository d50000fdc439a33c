CREATE TABLE "store_helper_actions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"helper_id" uuid NOT NULL,
	"action" text NOT NULL,
	"target_id" uuid,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_helper_actions_action_known" CHECK ("store_helper_actions"."action" IN ('order_status', 'order_shipment', 'product_added', 'product_edited', 'message_sent'))
);
--> statement-breakpoint
CREATE TABLE "store_helpers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"role" text NOT NULL,
	"contact_kind" text NOT NULL,
	"contact" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"helper_id" uuid,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_helpers_role_known" CHECK ("store_helpers"."role" IN ('orders', 'catalog')),
	CONSTRAINT "store_helpers_contact_kind_known" CHECK ("store_helpers"."contact_kind" IN ('email', 'phone'))
);
--> statement-breakpoint
ALTER TABLE "store_helper_actions" ADD CONSTRAINT "store_helper_actions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_helpers" ADD CONSTRAINT "store_helpers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_helpers" ADD CONSTRAINT "store_helpers_helper_id_sellers_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_helper_actions_store_created_idx" ON "store_helper_actions" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "store_helpers_token_unique" ON "store_helpers" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "store_helpers_store_helper_unique" ON "store_helpers" USING btree ("store_id","helper_id");--> statement-breakpoint
CREATE INDEX "store_helpers_helper_idx" ON "store_helpers" USING btree ("helper_id");