import { sql, type Kysely, type Migration } from "kysely";
import { databaseKindOf } from "../dialect";

/**
 * The buyer's hub (issue 20.4, 20.5):
 * - `buyer_sessions`: the buyer's proof of purchase, set at purchase or by an e-mailed sign-in link; only a hash of
 *   the cookie's token is stored. A session covers one order (set at purchase) or every order of an e-mail address.
 * - `hub_sign_in_links`: one-time sign-in links e-mailed to a purchase address; only their hash is stored.
 * - `hub_plans`: the buyer's relocation checklist per order: the start date they chose (null until they do) and the items ticked.
 * - `orders.assessment_id` becomes nullable and `orders.erased_at` records when the buyer deleted their data: the
 *   order then keeps only what accounting needs (amount, currency, dates, payment id, status).
 */
export const buyerHub: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("buyer_sessions")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("token_hash", "text", (col) => col.notNull().unique())
      .addColumn("order_id", "text")
      .addColumn("customer_email", "text")
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("expires_at", "text", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("buyer_sessions_email").on("buyer_sessions").column("customer_email").execute();
    await db.schema.createIndex("buyer_sessions_order").on("buyer_sessions").column("order_id").execute();

    await db.schema
      .createTable("hub_sign_in_links")
      .addColumn("token_hash", "text", (col) => col.primaryKey())
      .addColumn("customer_email", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("expires_at", "text", (col) => col.notNull())
      .addColumn("used_at", "text")
      .execute();
    await db.schema.createIndex("hub_sign_in_links_email").on("hub_sign_in_links").column("customer_email").execute();

    await db.schema
      .createTable("hub_plans")
      .addColumn("order_id", "text", (col) => col.primaryKey().references("orders.id"))
      .addColumn("start_date", "text")
      .addColumn("done_items", "text", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .execute();

    await db.schema.alterTable("orders").addColumn("erased_at", "text").execute();
    if (databaseKindOf(db) === "postgres") {
      await db.schema.alterTable("orders").alterColumn("assessment_id", (col) => col.dropNotNull()).execute();
    } else {
      await rebuildSqliteOrdersWithNullableAssessment(db);
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("hub_plans").execute();
    await db.schema.dropTable("hub_sign_in_links").execute();
    await db.schema.dropTable("buyer_sessions").execute();
  },
};

/**
 * SQLite cannot drop a NOT NULL: the table is rebuilt from its own definition (SQLite's documented procedure:
 * foreign keys off, copy, drop, rename, check, foreign keys on), its indexes recreated.
 */
async function rebuildSqliteOrdersWithNullableAssessment(db: Kysely<unknown>): Promise<void> {
  const objects = await sql<{ type: string; sql: string }>`select type, sql from sqlite_master where tbl_name = 'orders' and sql is not null`.execute(db);
  const table = objects.rows.find((row) => row.type === "table")?.sql;
  if (!table) throw new Error("orders table not found");
  const next = table.replace(/^create table "?orders"?/i, 'create table "orders_next"').replace(/("assessment_id" bigint) not null/i, "$1");
  if (next === table || /"assessment_id" bigint not null/i.test(next)) throw new Error("unexpected orders definition");
  const indexes = objects.rows.filter((row) => row.type === "index").map((row) => row.sql);
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(next).execute(trx);
      await sql`insert into orders_next select * from orders`.execute(trx);
      await sql`drop table orders`.execute(trx);
      await sql`alter table orders_next rename to orders`.execute(trx);
      for (const index of indexes) await sql.raw(index).execute(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error("orders rebuild broke a foreign key");
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
