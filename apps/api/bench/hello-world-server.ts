import Fastify from "fastify";

/** The yardstick: a bare Fastify answering one small JSON, in a process of its own. */
const app = Fastify({ logger: false });
app.get("/", async () => ({ hello: "world" }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
process.once("SIGTERM", () => void app.close().then(() => process.exit(0)));
