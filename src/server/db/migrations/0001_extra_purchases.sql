CREATE TABLE "extra_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"step" integer NOT NULL,
	"sku_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"via_offer" boolean DEFAULT false NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "extra_purchases" ADD CONSTRAINT "extra_purchases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "extra_purchases_order_step_idx" ON "extra_purchases" USING btree ("order_id","step");