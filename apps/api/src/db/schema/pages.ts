import { pgTable, text } from "drizzle-orm/pg-core";
import { idColumn, timestamps } from "./columns.ts";

export const contactMessages = pgTable("contact_messages", {
  id: idColumn(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  ...timestamps,
});
