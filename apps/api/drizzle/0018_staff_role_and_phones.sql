-- Staff and customers at the counter (docs/product/accounts-and-roles.md#roles,
-- docs/product/accounts-and-roles.md#phone-numbers, docs/decisions/038-staff-and-phone-numbers.md): a third
-- role; accounts without a password or an e-mail (made at the counter); one stored form of a Bangladeshi
-- mobile number, and one open account per number.
CREATE TABLE "phone_conflicts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"kept_by" uuid NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
DROP INDEX "users_email_key";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "shares_phone" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "phone_conflicts" ADD CONSTRAINT "phone_conflicts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_conflicts" ADD CONSTRAINT "phone_conflicts_kept_by_users_id_fk" FOREIGN KEY ("kept_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The made-up number the shop gave the admins it created from ADMIN_EMAIL (nobody's phone, and a stranger's
-- if it were real): such an admin has no phone until one is entered in the profile.
UPDATE "users" SET "phone" = ''
  WHERE "role" = 'admin' AND "phone" = '+880 1700 000000' AND "address" = 'Bond Bike Rental, Dhaka';--> statement-breakpoint
-- Every Bangladeshi mobile number in its stored form, +8801XXXXXXXXX, by the rule of
-- packages/contract/src/phone.ts (the same separators, the same prefixes; db/phones-migration.test.ts holds
-- the two to one answer). Any other number stays as it was typed.
UPDATE "users" SET "phone" = '+88' || substring(
    regexp_replace("phone", '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff.()-]', '', 'g')
    FROM '^(?:\+88|0088|88)?(01[3-9][0-9]{8})$')
  WHERE regexp_replace("phone", '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff.()-]', '', 'g')
    ~ '^(?:\+88|0088|88)?01[3-9][0-9]{8}$';--> statement-breakpoint
-- Open accounts that now have one number: the oldest keeps it in the unique index below; every other one is
-- reported here and set aside from the index (shares_phone), with its number as it is. Nothing is merged.
INSERT INTO "phone_conflicts" ("user_id", "phone", "kept_by")
  SELECT "id", "phone", "kept_by" FROM (
    SELECT "id", "phone",
      first_value("id") OVER (PARTITION BY "phone" ORDER BY "created_at", "id") AS "kept_by"
    FROM "users" WHERE "deactivated_at" IS NULL AND "phone" <> ''
  ) AS "holders"
  WHERE "id" <> "kept_by";--> statement-breakpoint
UPDATE "users" SET "shares_phone" = true WHERE "id" IN (SELECT "user_id" FROM "phone_conflicts");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_key" ON "users" USING btree ("phone") WHERE "users"."deactivated_at" is null and "users"."phone" <> '' and not "users"."shares_phone";--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email") WHERE "users"."email" <> '';--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK (action in ('bike.created', 'bike.updated', 'bike.retired', 'user.promoted', 'user.role_changed', 'user.created', 'user.deactivated', 'rental.returned', 'rental.cancelled', 'rental.no_show', 'refund.refunded', 'payment.accepted', 'payment.refused', 'add_on.created', 'add_on.updated', 'price_rule.created', 'price_rule.updated', 'coupon.created', 'coupon.updated'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK (role in ('user', 'staff', 'admin'));
