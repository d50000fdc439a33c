/**
 * What a run must undo however it ends (child processes, databases, folders): registered as they are
 * made, undone newest first at the end, on Ctrl-C, on SIGTERM and on a crash.
 */
type Undo = () => Promise<void> | void;
const undos: Array<{ label: string; undo: Undo }> = [];

/** Registers `undo`; the function returned undoes it now (once) instead of at the end. */
export function onCleanup(label: string, undo: Undo): () => Promise<void> {
  const entry = { label, undo };
  undos.push(entry);
  return async () => {
    const at = undos.indexOf(entry);
    if (at < 0) return;
    undos.splice(at, 1);
    await undo();
  };
}

export async function cleanUp(): Promise<void> {
  while (undos.length > 0) {
    const entry = undos.pop();
    if (!entry) break;
    try {
      await entry.undo();
    } catch (error) {
      console.error(`Cleaning up ${entry.label} failed:`, error);
    }
  }
}

let interrupted = false;
/** After Ctrl-C, the run's own failures (a server stopped under it) are expected, not news. */
export const wasInterrupted = () => interrupted;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping the servers and removing the bench's databases…`);
    void cleanUp().finally(() => process.exit(130));
  });
}
