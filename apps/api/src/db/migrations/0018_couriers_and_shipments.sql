CREATE TABLE "couriers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"tracking_url_template" text NOT NULL,
	"booking" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"api_base_url" text,
	"credentials" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "couriers_code_unique" UNIQUE("code"),
	CONSTRAINT "couriers_code_shape" CHECK ("couriers"."code" ~ '^[a-z][a-z0-9]{1,29}$'),
	CONSTRAINT "couriers_template_has_cn" CHECK (position('{cn}' in "couriers"."tracking_url_template") > 0)
);
--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shipment_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"courier_code" text NOT NULL,
	"courier_words" text NOT NULL,
	"status" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"courier_code" text NOT NULL,
	"consignment_number" text NOT NULL,
	"label_url" text,
	"booked" boolean DEFAULT false NOT NULL,
	"status" text,
	"cancelled_at" timestamp with time zone,
	"next_track_at" timestamp with time zone,
	"track_failures" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "shipments_status_known" CHECK ("shipments"."status" IS NULL OR "shipments"."status" IN ('booked', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'returned'))
);
--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_courier_code_couriers_code_fk" FOREIGN KEY ("courier_code") REFERENCES "public"."couriers"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_once_idx" ON "shipment_events" USING btree ("shipment_id","at","courier_code");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_courier_consignment_idx" ON "shipments" USING btree ("courier_code","consignment_number");--> statement-breakpoint
CREATE INDEX "shipments_next_track_idx" ON "shipments" USING btree ("courier_code","next_track_at");--> statement-breakpoint
INSERT INTO "couriers" ("id", "code", "name", "tracking_url_template", "booking") VALUES
  ('01930000-0000-7000-8000-000000000001', 'postex', 'PostEx', 'https://postex.pk/tracking?cn={cn}', true),
  ('01930000-0000-7000-8000-000000000002', 'leopards', 'Leopards', 'https://www.leopardscourier.com/leopards-tracking?cn_number={cn}', true),
  ('01930000-0000-7000-8000-000000000003', 'trax', 'Trax', 'https://sonic.pk/tracking?tracking_number={cn}', false),
  ('01930000-0000-7000-8000-000000000004', 'tcs', 'TCS', 'https://www.tcsexpress.com/track/{cn}', false),
  ('01930000-0000-7000-8000-000000000005', 'mnp', 'M&P', 'https://www.mulphilog.com/tracking/{cn}', false),
  ('01930000-0000-7000-8000-000000000006', 'callcourier', 'Call Courier', 'https://callcourier.com.pk/tracking/?tc={cn}', false),
  ('01930000-0000-7000-8000-000000000007', 'pakpost', 'Pakistan Post', 'https://ep.gov.pk/track.asp?id={cn}', false)
ON CONFLICT DO NOTHING;
