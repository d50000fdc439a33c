import { LEOPARDS_SIMULATOR_CREDENTIALS, LeopardsSimulator } from "./leopards/leopards-simulator.ts";
import { POSTEX_SIMULATOR_TOKEN, PostExSimulator } from "./postex/postex-simulator.ts";
import type { RunningSimulator } from "./simulator-server.ts";

export interface RunningCourierSimulators {
  postex: RunningSimulator & { simulator: PostExSimulator; credentials: Record<string, string> };
  leopards: RunningSimulator & { simulator: LeopardsSimulator; credentials: Record<string, string> };
  close(): Promise<void>;
}

/** Both booking couriers' simulators on loopback, with the credentials each accepts. */
export async function startCourierSimulators(
  ports: { postex?: number; leopards?: number } = {},
): Promise<RunningCourierSimulators> {
  const postex = new PostExSimulator();
  const leopards = new LeopardsSimulator();
  const [postexServer, leopardsServer] = await Promise.all([
    postex.start({ port: ports.postex }),
    leopards.start({ port: ports.leopards }),
  ]);
  return {
    postex: { ...postexServer, simulator: postex, credentials: { token: POSTEX_SIMULATOR_TOKEN } },
    leopards: { ...leopardsServer, simulator: leopards, credentials: { ...LEOPARDS_SIMULATOR_CREDENTIALS } },
    close: async () => {
      await Promise.all([postexServer.close(), leopardsServer.close()]);
    },
  };
}
