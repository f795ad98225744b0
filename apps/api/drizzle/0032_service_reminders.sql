-- docs/product/fleet-calendar.md#service-log: the distance and the days after which a bike is due a service
-- (shop settings, 2,000 km and 90 days to begin with), and the admins' reminder `service_due`.
ALTER TABLE "messages" DROP CONSTRAINT "messages_template_check";--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "service_every_km" integer DEFAULT 2000 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "service_every_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_template_check" CHECK (template in ('booking_confirmed', 'pickup_reminder', 'return_reminder', 'overdue', 'return_recorded', 'payment_received', 'refund_recorded', 'booking_cancelled', 'booking_expired', 'payment_owed_back', 'login_code', 'email_verification', 'payment_link', 'phone_code', 'rider_rejected', 'licence_expiring', 'handed_over', 'rental_moved', 'paper_expiring', 'service_due'));--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_service_check" CHECK ("shop_settings"."service_every_km" between 100 and 100000 and "shop_settings"."service_every_days" between 1 and 3650);