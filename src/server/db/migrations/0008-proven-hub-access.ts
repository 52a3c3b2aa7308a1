import { sql, type Kysely, type Migration } from "kysely";

/**
 * A hub session opens only what it has proven (issue 27.1):
 * - `buyer_session_orders` lists the orders a session opens. The buying browser's session holds the order it paid
 *   for (and each later one it pays for); a session from an e-mailed sign-in link holds the orders of that address
 *   bought before the link was sent. An address typed at checkout proves nothing, so no session covers "every order
 *   of an address", and a later purchase with the same address joins no other device's session.
 * - `buyer_sessions.order_id` goes (the list replaces it); `customer_email` now means an address the session proved
 *   by a sign-in link. Sessions set at purchase kept the typed address: it is cleared.
 * - `mail_messages.order_id` names the order an e-mail is about (null for a sign-in link), so the mail sender can
 *   check, under the order's lock, that its data is still held, and erase can find an order's e-mails without
 *   parsing their dedupe keys.
 */
export const provenHubAccess: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("buyer_session_orders")
      .addColumn("session_id", "text", (col) => col.notNull().references("buyer_sessions.id"))
      .addColumn("order_id", "text", (col) => col.notNull().references("orders.id"))
      .addPrimaryKeyConstraint("buyer_session_orders_pk", ["session_id", "order_id"])
      .execute();
    await db.schema.createIndex("buyer_session_orders_order").on("buyer_session_orders").column("order_id").execute();

    // Sessions set at purchase: the order paid for in that browser.
    await sql`insert into buyer_session_orders (session_id, order_id)
      select s.id, s.order_id from buyer_sessions s join orders o on o.id = s.order_id
      where s.order_id is not null and o.erased_at is null`.execute(db);
    // Sessions from a sign-in link: the address's orders bought before the session began.
    await sql`insert into buyer_session_orders (session_id, order_id)
      select s.id, o.id from buyer_sessions s join orders o on lower(o.customer_email) = s.customer_email
      where s.order_id is null and s.customer_email is not null and o.erased_at is null
        and o.status = 'paid' and o.purpose = 'customer' and o.paid_at <= s.created_at`.execute(db);
    await sql`update buyer_sessions set customer_email = null where order_id is not null`.execute(db);
    await sql`delete from buyer_sessions where id not in (select session_id from buyer_session_orders)`.execute(db);
    await db.schema.dropIndex("buyer_sessions_order").execute();
    await db.schema.alterTable("buyer_sessions").dropColumn("order_id").execute();

    await db.schema.alterTable("mail_messages").addColumn("order_id", "text").execute();
    // Dedupe keys written so far: `report-ready:{orderId}` and `link-resent:{orderId}:{ms}`; order ids are `ord_` + 32 hex.
    await sql`update mail_messages set order_id = substr(dedupe_key, 14, 36) where dedupe_key like 'report-ready:ord%'`.execute(db);
    await sql`update mail_messages set order_id = substr(dedupe_key, 13, 36) where dedupe_key like 'link-resent:ord%'`.execute(db);
    await db.schema.createIndex("mail_messages_order").on("mail_messages").column("order_id").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("mail_messages_order").execute();
    await db.schema.alterTable("mail_messages").dropColumn("order_id").execute();
    await db.schema.alterTable("buyer_sessions").addColumn("order_id", "text").execute();
    await db.schema.createIndex("buyer_sessions_order").on("buyer_sessions").column("order_id").execute();
    await db.schema.dropTable("buyer_session_orders").execute();
  },
};
