ALTER TABLE "order_events" DROP CONSTRAINT "order_events_actor_role_known";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "refusals_cleared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "marketplace_settings" ADD COLUMN "cod_confirmation_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_settings" ADD COLUMN "cod_refusal_limit" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation" text DEFAULT 'not_needed' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refused_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_confirmation_due_idx" ON "orders" USING btree ("confirmation","confirmation_due_at");--> statement-breakpoint
CREATE INDEX "orders_customer_refused_idx" ON "orders" USING btree ("customer_id","refused_at");--> statement-breakpoint
ALTER TABLE "marketplace_settings" ADD CONSTRAINT "marketplace_settings_cod_confirmation_range" CHECK ("marketplace_settings"."cod_confirmation_hours" BETWEEN 1 AND 168);--> statement-breakpoint
ALTER TABLE "marketplace_settings" ADD CONSTRAINT "marketplace_settings_cod_refusal_limit_range" CHECK ("marketplace_settings"."cod_refusal_limit" BETWEEN 0 AND 20);--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_role_known" CHECK ("order_events"."actor_role" IN ('customer', 'seller', 'admin', 'system'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_confirmation_known" CHECK ("orders"."confirmation" IN ('awaiting', 'confirmed', 'expired', 'not_needed'));