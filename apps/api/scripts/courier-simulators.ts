/**
 * Starts the PostEx and Leopards simulators on loopback for the demo and browser tests:
 *   npm run courier-simulators -w apps/api                      (ports 4610 and 4620)
 *   POSTEX_SIMULATOR_PORT=0 LEOPARDS_SIMULATOR_PORT=0 …       (any free ports)
 * Point the couriers' base URLs at the printed addresses. Time moves with the clock and on demand:
 *   curl -XPOST localhost:4620/__simulator/advance -d '{"minutes":2160}'
 *   curl -XPOST localhost:4620/__simulator/next-timeline -d '{"timeline":"returned"}'
 *   curl -XPOST localhost:4620/__simulator/fault -d '{"fault":"error500"}'   (none|slow|error500|garbage)
 */
import { startCourierSimulators } from "../src/modules/couriers/providers/start-courier-simulators.ts";

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const running = await startCourierSimulators({
  postex: port("POSTEX_SIMULATOR_PORT", 4610),
  leopards: port("LEOPARDS_SIMULATOR_PORT", 4620),
});
console.log(
  `PostEx simulator   ${running.postex.url}  credentials ${JSON.stringify(running.postex.credentials)}`,
);
console.log(
  `Leopards simulator ${running.leopards.url}/api  credentials ${JSON.stringify(running.leopards.credentials)}`,
);

const stop = async () => {
  await running.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
