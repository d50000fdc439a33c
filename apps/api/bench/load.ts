import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startChild } from "./processes.ts";

export interface BenchRequest {
  method?: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadPlan {
  base: string;
  connections: number;
  duration: number;
  requests: BenchRequest[];
  /**
   * Each request's address made one never asked before (an `_fresh` number added to its query, a
   * key the lists ignore), so that no answer comes from the server's memory (decision 0031): the
   * database's own speed.
   */
  fresh?: boolean;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statuses: Record<string, number>;
  seconds: number;
}

/** Runs load-worker.ts as a child process (never in this process's event loop) and reads its answer. */
export async function runLoad(plan: LoadPlan): Promise<LoadResult> {
  if (plan.requests.length === 0) throw new Error("a load needs at least one request");
  const planFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bench-plan-")), "plan.json");
  fs.writeFileSync(planFile, JSON.stringify(plan));
  try {
    const child = startChild(
      "the load generator",
      process.execPath,
      ["--import", "tsx", "bench/load-worker.ts", planFile],
      {
        cwd: path.resolve(import.meta.dirname, ".."),
        env: process.env,
        stdout: "pipe",
      },
    );
    let output = "";
    child.process.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
      output += chunk;
    });
    const code = await child.exited;
    if (code !== 0) throw new Error(`the load generator exited with ${code}`);
    return JSON.parse(output.trim().split("\n").pop() ?? "") as LoadResult;
  } finally {
    fs.rmSync(path.dirname(planFile), { recursive: true, force: true });
  }
}
